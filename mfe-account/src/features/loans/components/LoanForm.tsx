import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  FieldShell,
  Input,
  Select,
  Textarea,
  errorMessage,
  firstFieldErrors,
  formatCents,
  notify,
  useFetch,
} from '@marktplatz/shared';
import { Actions, Alert, Box, Fieldset, Muted } from '@marktplatz/shared/kit';
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

const Preview = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

interface Values {
  kind: 'business' | 'property';
  bank_id: string;
  amount: string;
  term_months: string;
  interest_rate: string;
  purpose: string;
  purchase_price: string;
  equity: string;
  location: string;
  object_type: PropertyLoanInput['object_type'];
  sales_consent: boolean;
}

const INITIAL: Values = {
  kind: 'business',
  bank_id: '',
  amount: '',
  term_months: '60',
  interest_rate: '',
  purpose: '',
  purchase_price: '',
  equity: '',
  location: '',
  object_type: 'office',
  sales_consent: false,
};

/** German input → a number (`250.000,50` → 250000.5), NaN when it is none. */
function germanNumber(value: string): number {
  const cleaned = value.trim().replace(/\./g, '').replace(',', '.');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** The amount the preview uses: typed, or for a property the price less the equity. */
function previewAmount(values: Values): string {
  if (values.kind === 'property' && values.amount.trim() === '') {
    const rest = germanNumber(values.purchase_price) - germanNumber(values.equity);
    return Number.isFinite(rest) && rest > 0 ? String(rest) : '';
  }
  return values.amount;
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

/** A new financing request (business or property), with the bank list (`admin_default` preselected) and the rate preview. */
export function LoanForm({ onSent }: { onSent: (loan: LoanRequest) => void }) {
  const id = useId();
  const banks = useFetch((signal) => getBanks(signal), []);
  const [values, setValues] = useState<Values>(INITIAL);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const errors = firstFieldErrors(failure);
  const preview = useRatePreview(previewAmount(values), values.term_months, values.interest_rate);
  const preselected = banks.data?.find((bank) => bank.admin_default) ?? banks.data?.[0];
  const bankId = values.bank_id || (preselected ? String(preselected.id) : '');
  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    const common = {
      ...(bankId ? { bank_id: Number(bankId) } : {}),
      term_months: Number(values.term_months),
      interest_rate: values.interest_rate,
      purpose: values.purpose,
      sales_consent: values.sales_consent ? (1 as const) : (0 as const),
    };
    try {
      const loan =
        values.kind === 'property'
          ? await storePropertyLoan({
              ...common,
              ...(values.amount.trim() ? { amount: values.amount } : {}),
              purchase_price: values.purchase_price,
              equity: values.equity,
              location: values.location,
              object_type: values.object_type,
            })
          : await loanRequest({ ...common, amount: values.amount });
      notify.success(text.sent);
      setValues(INITIAL);
      onSent(loan);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const field = (
    key: keyof Values,
    label: string,
    options: { hint?: string; required?: boolean; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <FieldShell
      id={`${id}-${key}`}
      label={label}
      hint={options.hint}
      error={errors[key]}
      required={options.required ?? true}
      hintId={`${id}-${key}-hint`}
      errorId={`${id}-${key}-error`}
    >
      <Input
        id={`${id}-${key}`}
        value={String(values[key])}
        onChange={set(key)}
        inputMode={options.inputMode}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={
          [options.hint ? `${id}-${key}-hint` : '', errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        $invalid={Boolean(errors[key])}
      />
    </FieldShell>
  );

  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.newHeading}</h2>
      <form onSubmit={submit} noValidate data-testid="loan-form">
        <Fieldset>
          <legend>{text.kind}</legend>
          {(['business', 'property'] as const).map((kind) => (
            <Choice key={kind}>
              <input type="radio" name={`${id}-kind`} checked={values.kind === kind} onChange={() => setValues({ ...values, kind })} />
              {text.kinds[kind]}
            </Choice>
          ))}
        </Fieldset>
        <Grid>
          <FieldShell
            id={`${id}-bank`}
            label={text.bank}
            error={errors.bank_id}
            required
            hintId={`${id}-bank-hint`}
            errorId={`${id}-bank-error`}
          >
            <Select id={`${id}-bank`} value={bankId} onChange={set('bank_id')} disabled={banks.loading}>
              {(banks.data ?? []).map((bank) => (
                <option key={bank.id} value={bank.id}>
                  {bank.bank_name}
                </option>
              ))}
            </Select>
          </FieldShell>
          {values.kind === 'property' ? (
            <>
              {field('purchase_price', text.purchasePrice, { inputMode: 'decimal' })}
              {field('equity', text.equity, { inputMode: 'decimal' })}
              {field('amount', text.amountOptional, { inputMode: 'decimal', required: false })}
            </>
          ) : (
            field('amount', text.amount, { inputMode: 'decimal' })
          )}
          {field('term_months', text.term, { inputMode: 'numeric' })}
          {field('interest_rate', text.interest, { inputMode: 'decimal', hint: text.interestHint })}
          {values.kind === 'property' ? (
            <>
              {field('location', text.location)}
              <FieldShell
                id={`${id}-object`}
                label={text.objectType}
                error={errors.object_type}
                required
                hintId={`${id}-object-hint`}
                errorId={`${id}-object-error`}
              >
                <Select id={`${id}-object`} value={values.object_type} onChange={set('object_type')}>
                  {OBJECT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {text.objectTypes[type]}
                    </option>
                  ))}
                </Select>
              </FieldShell>
            </>
          ) : null}
        </Grid>
        <FieldShell
          id={`${id}-purpose`}
          label={text.purpose}
          error={errors.purpose}
          required
          hintId={`${id}-purpose-hint`}
          errorId={`${id}-purpose-error`}
        >
          <Textarea
            id={`${id}-purpose`}
            value={values.purpose}
            onChange={set('purpose')}
            rows={3}
            maxLength={1000}
            aria-invalid={Boolean(errors.purpose)}
            $invalid={Boolean(errors.purpose)}
          />
        </FieldShell>
        <FieldShell id={`${id}-consent`} label={text.consent} hintId={`${id}-consent-hint`} errorId={`${id}-consent-error`} inline>
          <input
            id={`${id}-consent`}
            type="checkbox"
            checked={values.sales_consent}
            onChange={(event) => setValues({ ...values, sales_consent: event.target.checked })}
          />
        </FieldShell>
        <section aria-live="polite" aria-label={text.preview}>
          <h3>{text.preview}</h3>
          {preview ? (
            <Preview data-testid="rate-preview">
              <div>
                <dt>{text.previewRate}</dt>
                <dd>{formatCents(preview.monthly_rate_cents)}</dd>
              </div>
              <div>
                <dt>{text.interestLabel}</dt>
                <dd>{preview.interest_text}</dd>
              </div>
              <div>
                <dt>{text.previewTotal}</dt>
                <dd>{formatCents(preview.total_cents)}</dd>
              </div>
              <div>
                <dt>{text.previewInterest}</dt>
                <dd>{formatCents(preview.interest_total_cents)}</dd>
              </div>
            </Preview>
          ) : null}
          <Muted $small>{text.previewHint}</Muted>
        </section>
        {failure !== undefined && Object.keys(errors).length === 0 ? (
          <Alert $tone="error" role="alert">
            <p>{errorMessage(failure)}</p>
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" loading={busy}>
            {text.submit}
          </Button>
        </Actions>
      </form>
    </Box>
  );
}
