import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatCents, Button, ConfirmDialog, notify, parseGermanNumber } from '@marktplatz/shared';
import { Alert, Fieldset } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea, TextInput } from '../../../lib/Field';
import { messages } from '../../../messages';
import { decideDispute } from '../api/decideDispute';
import type { AdminDisputeDetail, DecisionInput } from '../api/types';
import { disputeMessages as t } from '../messages';

type Outcome = DecisionInput['outcome'];
type Errors = Partial<Record<'outcome' | 'amount' | 'reason' | 'form', string>>;

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

/** Support's decision: outcome, amount of a partial refund, reason; a confirmation names the money that moves. */
export function DecisionForm({ dispute, onDecided }: { dispute: AdminDisputeDetail; onDecided: () => void }) {
  const [outcome, setOutcome] = useState<Outcome | ''>('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<{ input: DecisionInput; cents: number | null } | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!outcome) next.outcome = t.outcomeRequired;
    let cents: number | null = null;
    if (outcome === 'refund_full') cents = dispute.claimed_cents;
    if (outcome === 'refund_partial') {
      const parsed = partialCents(amount, dispute.claimed_cents);
      if ('error' in parsed) next.amount = parsed.error;
      else cents = parsed.cents;
    }
    if (reason.trim().length < 20) next.reason = t.reasonShort;
    setErrors(next);
    if (Object.keys(next).length > 0 || !outcome) return;
    setAsking({
      input: { outcome, reason: reason.trim(), ...(outcome === 'refund_partial' && cents !== null ? { amount: cents } : {}) },
      cents,
    });
  };

  const decide = async () => {
    if (!asking) return;
    try {
      await decideDispute(dispute.id, asking.input);
      notify.success(t.done);
      setAsking(null);
      onDecided();
    } catch (failure) {
      setAsking(null);
      if (failure instanceof AdminFailure) {
        setErrors({
          outcome: failure.field('outcome'),
          amount: failure.field('amount'),
          reason: failure.field('reason'),
          form: failure.field('outcome') || failure.field('amount') || failure.field('reason') ? undefined : failure.message,
        });
      } else setErrors({ form: messages.errors.generic });
    }
  };

  return (
    <form onSubmit={check} noValidate aria-labelledby="dispute-decision-title" data-testid="dispute-decision-form">
      <h3 id="dispute-decision-title">{t.decision}</h3>
      <Fieldset aria-describedby={errors.outcome ? 'dispute-outcome-error' : undefined}>
        <legend>{t.outcome}</legend>
        {(['refund_full', 'refund_partial', 'rejected'] as const).map((value) => (
          <Choice key={value}>
            <input type="radio" name="dispute-outcome" value={value} checked={outcome === value} onChange={() => setOutcome(value)} />
            {value === 'refund_full' ? `${t.outcomes.refund_full} (${formatCents(dispute.claimed_cents)})` : t.outcomes[value]}
          </Choice>
        ))}
        {errors.outcome ? (
          <Alert $tone="error" id="dispute-outcome-error">
            {errors.outcome}
          </Alert>
        ) : null}
      </Fieldset>
      {outcome === 'refund_partial' ? (
        <TextInput
          id="dispute-amount"
          label={t.amount}
          hint={t.amountHint(formatCents(dispute.claimed_cents))}
          error={errors.amount}
          required
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      ) : null}
      <TextArea
        id="dispute-reason"
        label={t.reason}
        hint={t.reasonHint}
        error={errors.reason}
        required
        rows={4}
        maxLength={5000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {errors.form ? (
        <Alert $tone="error" role="alert">
          {errors.form}
        </Alert>
      ) : null}
      <Button type="submit">{t.submit}</Button>
      <ConfirmDialog
        open={asking !== null}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        destructive={false}
        onConfirm={decide}
        onCancel={() => setAsking(null)}
      >
        <p data-testid="dispute-confirm-text">{asking?.cents ? t.confirmRefund(formatCents(asking.cents)) : t.confirmReject}</p>
        <p>{t.confirmMail}</p>
      </ConfirmDialog>
    </form>
  );
}
