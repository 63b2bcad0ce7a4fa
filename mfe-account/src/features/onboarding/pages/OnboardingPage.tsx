import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  CheckboxField,
  errorMessage,
  fieldErrors,
  InlineList,
  notify,
  SelectField,
  Stack,
  TextField,
  toSubmissionErrors,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Alert, Badge, FactList, FormGrid, FormRefusal, LoadState, Muted } from '@marktplatz/shared/kit';
import { getOnboarding, storeOnboarding, type Onboarding, type OnboardingStepKey } from '../api/onboarding';
import { IdDocumentUpload } from '../components/IdDocumentUpload';
import { initialValues, stepOfErrors, stepPayload, type OnboardingValues } from '../lib/steps';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

const text = messages.onboarding;
const TONES = { incomplete: 'info', submitted: 'warning', verified: 'success', rejected: 'error' } as const;

const StepList = styled(InlineList).attrs({ as: 'ol' })`
  button {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    font: inherit;
  }
  button[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  .state {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One label and value of the summary; its box steps aside so both sit in the list's grid. */
const SummaryRow = styled.div`
  display: contents;
`;

function StatusNotice({ info }: { info: Onboarding }) {
  return (
    <Alert $tone={TONES[info.status]} role="status" data-testid="onboarding-status">
      <strong>{info.status_text}.</strong> {text.status[info.status]}
      {info.status === 'rejected' && info.rejection_reason ? <p>{text.reason(info.rejection_reason)}</p> : null}
      {info.status === 'verified' ? (
        <p>
          <Link to="/shop/provider/products">{text.toProducts}</Link>
        </p>
      ) : null}
    </Alert>
  );
}

function OnboardingSummary({ info }: { info: Onboarding }) {
  const rows: [string, string | null][] = [
    [text.fields.companyType, info.company_type],
    [text.fields.companyName, info.company_name],
    [text.fields.legalRepresentative, info.legal_representative],
    [messages.onboarding.fields.street, [info.street, info.house_number].filter(Boolean).join(' ')],
    [text.fields.city, [info.zip_code, info.city].filter(Boolean).join(' ')],
    [text.fields.phone, info.phone],
    [text.fields.email, info.email],
    [text.fields.registerNumber, [info.register_court, info.register_number].filter(Boolean).join(', ') || null],
    [text.fields.vatId, info.vat_id],
    [text.fields.taxNumber, info.tax_number],
    [text.fields.vatStatus, info.vat_status ? text.vatStatuses[info.vat_status] : null],
    [text.idDocument, info.id_document?.file_name ?? null],
    [text.fields.iban, info.payout_account ? `${info.payout_account.account_holder}, ${info.payout_account.iban_masked}` : null],
  ];
  return (
    <Card aria-labelledby="onboarding-summary">
      <h2 id="onboarding-summary">{text.summary}</h2>
      <FactList>
        {rows.map(([label, value]) => (
          <SummaryRow key={label}>
            <dt>{label}</dt>
            <dd>{value || '–'}</dd>
          </SummaryRow>
        ))}
      </FactList>
    </Card>
  );
}

function StepFields({ step, info, onInfo }: { step: OnboardingStepKey; info: Onboarding; onInfo: (info: Onboarding) => void }) {
  const f = text.fields;
  switch (step) {
    case 'company':
      return (
        <FormGrid>
          <SelectField
            name="company_type_id"
            label={f.companyType}
            required
            options={info.company_types.map((type) => ({ value: String(type.id), label: `${type.name} – ${type.long_name}` }))}
          />
          <TextField name="company_name" label={f.companyName} required autoComplete="organization" />
          <TextField name="legal_representative" label={f.legalRepresentative} required autoComplete="name" />
        </FormGrid>
      );
    case 'address':
      return (
        <FormGrid>
          <TextField name="street" label={f.street} required autoComplete="address-line1" />
          <TextField name="house_number" label={f.houseNumber} required />
          <TextField name="zip_code" label={f.zipCode} required inputMode="numeric" autoComplete="postal-code" maxLength={5} />
          <TextField name="city" label={f.city} required autoComplete="address-level2" />
        </FormGrid>
      );
    case 'contact':
      return (
        <FormGrid>
          <TextField name="phone" type="tel" label={f.phone} required autoComplete="tel" />
          <TextField name="email" type="email" label={f.email} required autoComplete="email" />
        </FormGrid>
      );
    case 'register': {
      const type = info.company_types.find((entry) => entry.id === info.company_type_id);
      if (!type) return <p>{text.chooseTypeFirst}</p>;
      return (
        <>
          {!type.register_required ? <Muted>{text.registerOptional}</Muted> : null}
          <FormGrid>
            <TextField name="register_court" label={f.registerCourt} required={type.register_required} />
            <TextField
              name="register_number"
              label={f.registerNumber}
              required={type.register_required}
              hint={type.register_prefix ? text.registerHint(type.register_prefix) : undefined}
            />
          </FormGrid>
        </>
      );
    }
    case 'tax':
      return (
        <>
          <Muted>{text.vatHint}</Muted>
          <FormGrid>
            <TextField name="vat_id" label={f.vatId} />
            <TextField name="tax_number" label={f.taxNumber} />
            <SelectField
              name="vat_status"
              label={f.vatStatus}
              required
              options={[
                { value: 'regular', label: text.vatStatuses.regular },
                { value: 'small_business', label: text.vatStatuses.small_business },
              ]}
            />
          </FormGrid>
        </>
      );
    case 'id_document':
      return <IdDocumentUpload current={info.id_document} onUploaded={onInfo} />;
    case 'payout':
      return (
        <>
          <Muted>
            {info.payout_account
              ? text.payoutCurrent(info.payout_account.account_holder, info.payout_account.iban_masked)
              : text.payoutHint}
          </Muted>
          <FormGrid>
            <TextField name="account_holder" label={f.accountHolder} required={!info.payout_account} autoComplete="name" />
            <TextField name="iban" label={f.iban} required={!info.payout_account} />
            <TextField name="bic" label={f.bic} />
          </FormGrid>
        </>
      );
    case 'self_certification':
      return (
        <>
          <p>{info.self_certification_text}</p>
          <CheckboxField name="self_certification" label={f.selfCertification} required />
        </>
      );
    default:
      return null;
  }
}

function OnboardingWizard({ initial }: { initial: Onboarding }) {
  const [info, setInfo] = useState(initial);
  const order = info.steps.map((step) => step.key);
  const [current, setCurrent] = useState<OnboardingStepKey>(info.steps.find((step) => !step.done)?.key ?? order[0]!);
  const index = order.indexOf(current);
  const isLast = index === order.length - 1;
  const title = info.steps[index]?.title ?? '';

  const submit = async (values: OnboardingValues) => {
    try {
      const answer = await storeOnboarding(stepPayload(current, values));
      setInfo(answer.data);
      notify.success(answer.message ?? text.saved);
      if (!isLast) setCurrent(order[index + 1]!);
      return undefined;
    } catch (error) {
      const step = stepOfErrors(fieldErrors(error), order);
      if (step && step !== current) {
        setCurrent(step);
        notify.error(errorMessage(error));
      }
      return toSubmissionErrors(error);
    }
  };

  if (!info.editable) {
    return (
      <Stack $gap="lg">
        <StatusNotice info={info} />
        <OnboardingSummary info={info} />
      </Stack>
    );
  }

  return (
    <Stack $gap="lg">
      <StatusNotice info={info} />
      <nav aria-label={text.stepsLabel}>
        <StepList>
          {info.steps.map((step, position) => (
            <li key={step.key}>
              <button type="button" aria-current={step.key === current ? 'step' : undefined} onClick={() => setCurrent(step.key)}>
                {position + 1}. {step.title}
                <span className="state">
                  {step.done ? <Badge $tone="success">{text.stepDone}</Badge> : <Badge $tone="neutral">{text.stepOpen}</Badge>}
                </span>
              </button>
            </li>
          ))}
        </StepList>
      </nav>
      <Form<OnboardingValues> onSubmit={submit} initialValues={initialValues(initial)} keepDirtyOnReinitialize>
        {({ handleSubmit, submitting, submitError }) => (
          <Card as="form" onSubmit={handleSubmit} noValidate aria-labelledby="onboarding-step-title">
            <Muted>{text.stepOf(index + 1, order.length)}</Muted>
            <h2 id="onboarding-step-title">{title}</h2>
            <FormRefusal error={submitError} />
            <StepFields step={current} info={info} onInfo={setInfo} />
            <Actions>
              {index > 0 ? (
                <Button type="button" variant="secondary" onClick={() => setCurrent(order[index - 1]!)}>
                  {text.back}
                </Button>
              ) : null}
              {current === 'id_document' ? (
                <Button type="button" onClick={() => setCurrent(order[index + 1]!)}>
                  {text.next}
                </Button>
              ) : (
                <Button type="submit" loading={submitting}>
                  {isLast ? text.submit : text.next}
                </Button>
              )}
            </Actions>
          </Card>
        )}
      </Form>
    </Stack>
  );
}

/** `/account/onboarding`: the provider's trader data (Art. 30 DSA) in steps, then the verification state. */
export default function OnboardingPage() {
  usePageTitle(text.title);
  const state = useFetch((signal) => getOnboarding(signal), []);
  return (
    <AccountLayout title={text.title}>
      <Muted>{text.intro}</Muted>
      <LoadState state={state}>{(info) => <OnboardingWizard initial={info} />}</LoadState>
    </AccountLayout>
  );
}
