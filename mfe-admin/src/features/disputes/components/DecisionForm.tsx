import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, ConfirmDialog, fieldError, formatCents, notify, parseGermanNumber, TextareaField, TextField } from '@marktplatz/shared';
import { Alert, Fieldset } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { useConfirmStep } from '../../../components/useConfirmStep';
import { messages } from '../../../messages';
import { decideDispute } from '../api/decideDispute';
import type { AdminDisputeDetail, DecisionInput } from '../api/types';
import { disputeMessages as t } from '../messages';

type Outcome = DecisionInput['outcome'];

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  margin: ${({ theme }) => theme.space.xs} 0;
`;

/** The amount of a partial refund in cents, or the German reason why it cannot be taken (checked as the API does). */
export function partialCents(text: string, claimedCents: number): { cents: number } | { error: string } {
  const euros = parseGermanNumber(text.replace(/€/g, ''));
  const cents = Math.round(euros * 100);
  if (!Number.isFinite(euros) || Math.abs(cents - euros * 100) > 1e-6) return { error: t.amountInvalid };
  if (cents <= 0 || cents >= claimedCents) return { error: t.amountRange(formatCents(claimedCents)) };
  return { cents };
}

type Values = { outcome?: Outcome; amount?: string; reason?: string };

/** Support's decision: outcome, amount of a partial refund, reason; a confirmation names the money that moves. */
export function DecisionForm({ dispute, onDecided }: { dispute: AdminDisputeDetail; onDecided: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const step = useConfirmStep<Values>();

  const centsOf = (values: Values): number | null => {
    if (values.outcome === 'refund_full') return dispute.claimed_cents;
    if (values.outcome === 'refund_partial') {
      const parsed = partialCents(values.amount ?? '', dispute.claimed_cents);
      return 'cents' in parsed ? parsed.cents : null;
    }
    return null;
  };

  const decide = async (values: Values) => {
    const { outcome } = values;
    if (!outcome) return undefined;
    const cents = centsOf(values);
    const input: DecisionInput = {
      outcome,
      reason: (values.reason ?? '').trim(),
      ...(outcome === 'refund_partial' && cents !== null ? { amount: cents } : {}),
    };
    try {
      await decideDispute(dispute.id, input);
      notify.success(t.done);
      onDecided();
      return undefined;
    } catch (failure) {
      if (!(failure instanceof AdminFailure)) {
        setFormError(messages.errors.generic);
        return undefined;
      }
      const fields = { outcome: failure.field('outcome'), amount: failure.field('amount'), reason: failure.field('reason') };
      if (!fields.outcome && !fields.amount && !fields.reason) setFormError(failure.message);
      return fields;
    }
  };

  const asking = step.values;
  const askingCents = asking ? centsOf(asking) : null;

  return (
    <Form<Values>
      onSubmit={(values) => {
        setFormError(null);
        return step.ask(values);
      }}
      render={({ handleSubmit, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="dispute-decision-title" data-testid="dispute-decision-form">
          <h3 id="dispute-decision-title">{t.decision}</h3>
          <Field
            name="outcome"
            subscription={{ error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true }}
          >
            {({ meta }) => {
              const error = fieldError(meta);
              return (
                <Fieldset aria-describedby={error ? 'dispute-outcome-error' : undefined}>
                  <legend>{t.outcome}</legend>
                  {(['refund_full', 'refund_partial', 'rejected'] as const).map((value) => (
                    <Field<string>
                      key={value}
                      name="outcome"
                      type="radio"
                      value={value}
                      validate={(chosen) => (chosen ? undefined : t.outcomeRequired)}
                    >
                      {({ input }) => (
                        <Choice>
                          <input {...input} name="dispute-outcome" />
                          {value === 'refund_full'
                            ? `${t.outcomes.refund_full} (${formatCents(dispute.claimed_cents)})`
                            : t.outcomes[value]}
                        </Choice>
                      )}
                    </Field>
                  ))}
                  {error ? (
                    <Alert $tone="error" id="dispute-outcome-error">
                      {error}
                    </Alert>
                  ) : null}
                </Fieldset>
              );
            }}
          </Field>
          {values.outcome === 'refund_partial' ? (
            <TextField
              id="dispute-amount"
              name="amount"
              label={t.amount}
              hint={t.amountHint(formatCents(dispute.claimed_cents))}
              required
              requiredMessage={t.amountInvalid}
              validate={(text) => {
                const parsed = partialCents(typeof text === 'string' ? text : '', dispute.claimed_cents);
                return 'error' in parsed ? parsed.error : undefined;
              }}
              inputMode="decimal"
            />
          ) : null}
          <TextareaField
            id="dispute-reason"
            name="reason"
            label={t.reason}
            hint={t.reasonHint}
            required
            requiredMessage={t.reasonShort}
            validate={(text) => (typeof text === 'string' && text.trim().length >= 20 ? undefined : t.reasonShort)}
            rows={4}
            maxLength={5000}
          />
          {formError ? (
            <Alert $tone="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Button type="submit">{t.submit}</Button>
          <ConfirmDialog
            open={asking !== null}
            title={t.confirmTitle}
            confirmLabel={t.confirm}
            cancelLabel={t.cancel}
            destructive={false}
            onConfirm={() => step.confirm(decide)}
            onCancel={step.cancel}
          >
            <p data-testid="dispute-confirm-text">{askingCents ? t.confirmRefund(formatCents(askingCents)) : t.confirmReject}</p>
            <p>{t.confirmMail}</p>
          </ConfirmDialog>
        </form>
      )}
    />
  );
}
