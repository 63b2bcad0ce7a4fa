import type { FormApi, SubmissionErrors } from 'final-form';
import { useEffect, useId, useMemo, useState } from 'react';
import { Field, Form, useFormState } from 'react-final-form';
import styled from 'styled-components';
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
  formatCents,
  notify,
  toSubmissionErrors,
  useFetch,
} from '@marktplatz/shared';
import { Box, Fieldset, FigureList, FormEnd, Muted } from '@marktplatz/shared/kit';
import { getBanks } from '../api/getBanks';
import { getRatePreview, type RatePreview } from '../api/getRatePreview';
import type { LoanRequest } from '../api/getLoanRequests';
import { loanRequest } from '../api/loanRequest';
import { storePropertyLoan, type PropertyLoanInput } from '../api/storePropertyLoan';
import { messages } from '../../../messages';

const text = messages.loans;
const OBJECT_TYPES = Object.keys(text.objectTypes) as (keyof typeof text.objectTypes)[];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: 44px;
`;

interface Values {
  kind: 'business' | 'property';
  bank_id?: string;
  amount?: string;
  term_months?: string;
  interest_rate?: string;
  purpose?: string;
  purchase_price?: string;
  equity?: string;
  location?: string;
  object_type: PropertyLoanInput['object_type'];
  sales_consent?: boolean;
}

const INITIAL: Values = { kind: 'business', term_months: '60', object_type: 'office', sales_consent: false };

/** German input → a number (`250.000,50` → 250000.5), NaN when it is none. */
function germanNumber(value: string): number {
  const cleaned = value.trim().replace(/\./g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** The amount the preview uses: typed, or for a property the price less the equity. */
function previewAmount(values: Values): string {
  const amount = values.amount ?? '';
  if (values.kind === 'property' && amount.trim() === '') {
    const rest = germanNumber(values.purchase_price ?? '') - germanNumber(values.equity ?? '');
    return Number.isFinite(rest) && rest > 0 ? String(rest) : '';
  }
  return amount;
}

/** The rate preview from the API, asked again 400 ms after the last keystroke. */
function useRatePreview(amount: string, term: string, interest: string): RatePreview | null {
  const [preview, setPreview] = useState<RatePreview | null>(null);
  useEffect(() => {
    if (!amount || !term || !interest) {
      setPreview(null);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getRatePreview({ amount, term_months: term, interest_rate: interest }, controller.signal)
        .then(setPreview)
        .catch(() => setPreview(null));
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [amount, term, interest]);
  return preview;
}

/** The rate preview of the form's current values (asked of the API as the user types). */
function RatePreviewSection() {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const preview = useRatePreview(previewAmount(values), values.term_months ?? '', values.interest_rate ?? '');
  return (
    <section aria-live="polite" aria-label={text.preview}>
      <h3>{text.preview}</h3>
      {preview ? (
        <FigureList
          $plain
          $min="9rem"
          $size="md"
          data-testid="rate-preview"
          figures={[
            { label: text.previewRate, value: formatCents(preview.monthly_rate_cents) },
            { label: text.interestLabel, value: preview.interest_text },
            { label: text.previewTotal, value: formatCents(preview.total_cents) },
            { label: text.previewInterest, value: formatCents(preview.interest_total_cents) },
          ]}
        />
      ) : null}
      <Muted $small>{text.previewHint}</Muted>
    </section>
  );
}

/** A new financing request (business or property), with the bank list (`admin_default` preselected) and the rate preview. */
export function LoanForm({ onSent }: { onSent: (loan: LoanRequest) => void }) {
  const id = useId();
  const banks = useFetch((signal) => getBanks(signal), []);
  const preselected = banks.data?.find((bank) => bank.admin_default) ?? banks.data?.[0];
  const initialValues = useMemo<Values>(() => ({ ...INITIAL, bank_id: preselected ? String(preselected.id) : undefined }), [preselected]);
  const bankOptions = (banks.data ?? []).map((bank) => ({ value: String(bank.id), label: bank.bank_name }));
  const objectOptions = OBJECT_TYPES.map((type) => ({ value: type, label: text.objectTypes[type] }));

  async function submit(values: Values, form: FormApi<Values>): Promise<SubmissionErrors | undefined> {
    const common = {
      ...(values.bank_id ? { bank_id: Number(values.bank_id) } : {}),
      term_months: Number(values.term_months ?? ''),
      interest_rate: values.interest_rate ?? '',
      purpose: values.purpose ?? '',
      sales_consent: values.sales_consent ? (1 as const) : (0 as const),
    };
    const amount = values.amount ?? '';
    try {
      const loan =
        values.kind === 'property'
          ? await storePropertyLoan({
              ...common,
              ...(amount.trim() ? { amount } : {}),
              purchase_price: values.purchase_price ?? '',
              equity: values.equity ?? '',
              location: values.location ?? '',
              object_type: values.object_type,
            })
          : await loanRequest({ ...common, amount });
      notify.success(text.sent);
      form.restart();
      onSent(loan);
      return undefined;
    } catch (error) {
      // Each field its message; the general message only when no field is named.
      return toSubmissionErrors(error, { generalOnlyWithoutFields: true });
    }
  }

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.newHeading}</h2>
      <Form<Values> onSubmit={submit} initialValues={initialValues} keepDirtyOnReinitialize>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form onSubmit={handleSubmit} noValidate data-testid="loan-form">
            <Fieldset>
              <legend>{text.kind}</legend>
              {(['business', 'property'] as const).map((kind) => (
                <Choice key={kind}>
                  <Field<Values['kind']> name="kind" type="radio" value={kind} component="input" />
                  {text.kinds[kind]}
                </Choice>
              ))}
            </Fieldset>
            <Grid>
              <SelectField
                name="bank_id"
                label={text.bank}
                options={bankOptions}
                emptyOption={false}
                disabled={banks.loading}
                requiredMark
              />
              {values.kind === 'property' ? (
                <>
                  <TextField name="purchase_price" label={text.purchasePrice} inputMode="decimal" requiredMark />
                  <TextField name="equity" label={text.equity} inputMode="decimal" requiredMark />
                  <TextField name="amount" label={text.amountOptional} inputMode="decimal" />
                </>
              ) : (
                <TextField name="amount" label={text.amount} inputMode="decimal" requiredMark />
              )}
              <TextField name="term_months" label={text.term} inputMode="numeric" requiredMark />
              <TextField name="interest_rate" label={text.interest} hint={text.interestHint} inputMode="decimal" requiredMark />
              {values.kind === 'property' ? (
                <>
                  <TextField name="location" label={text.location} requiredMark />
                  <SelectField name="object_type" label={text.objectType} options={objectOptions} emptyOption={false} requiredMark />
                </>
              ) : null}
            </Grid>
            <TextareaField name="purpose" label={text.purpose} rows={3} maxLength={1000} requiredMark />
            <CheckboxField name="sales_consent" label={text.consent} />
            <RatePreviewSection />
            <FormEnd error={submitError} submitting={submitting} label={text.submit} />
          </form>
        )}
      </Form>
    </Box>
  );
}
