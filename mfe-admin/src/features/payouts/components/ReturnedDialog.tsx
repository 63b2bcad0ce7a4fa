import { useEffect, useState, type FormEvent } from 'react';
import { formatCents, Button, Dialog, FieldShell, notify, Select } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { messages } from '../../../messages';
import { markReturned } from '../api/payouts';
import type { PayoutRunDetail } from '../api/types';
import { payoutMessages } from '../messages';
import { Confirm } from './CreateRunDialog';

const t = payoutMessages.returned;

type Withdrawal = PayoutRunDetail['withdrawals'][number];

/**
 * „Rücklastschrift erfassen“: the statement number (one of the run's paid payouts), the bank's reason and a
 * confirmation; the amount goes back to the provider's balance.
 */
export function ReturnedDialog({
  open,
  payouts,
  onClose,
  onDone,
}: {
  open: boolean;
  payouts: Withdrawal[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [statement, setStatement] = useState('');
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'statement' | 'reason' | 'confirm' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setStatement(payouts.length === 1 ? (payouts[0]?.invoice_number ?? '') : '');
    setReason('');
    setConfirmed(false);
    setErrors({});
  }, [open, payouts]);

  if (!open) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!statement) next.statement = t.statementRequired;
    if (reason.trim().length < 3) next.reason = t.reasonRequired;
    if (!confirmed) next.confirm = payoutMessages.confirmRequired;
    if (next.statement || next.reason || next.confirm) {
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await markReturned(statement, reason.trim());
      notify.success(t.done(statement));
      onDone();
    } catch (failure) {
      if (failure instanceof AdminFailure)
        setErrors({ reason: failure.field('reason'), form: failure.field('reason') ? undefined : failure.message });
      else setErrors({ form: messages.errors.generic });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.title}
      role="alertdialog"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {payoutMessages.cancel}
          </Button>
          <Button type="submit" form="admin-payout-returned" loading={busy}>
            {t.submit}
          </Button>
        </>
      }
    >
      <form id="admin-payout-returned" onSubmit={submit} noValidate>
        <p>{t.text}</p>
        <FieldShell
          id="payout-returned-statement"
          label={t.statementLabel}
          hint={t.statementHint}
          error={errors.statement}
          required
          hintId="payout-returned-statement-hint"
          errorId="payout-returned-statement-error"
        >
          <Select
            id="payout-returned-statement"
            value={statement}
            aria-required
            aria-invalid={errors.statement ? true : undefined}
            aria-describedby={
              errors.statement ? 'payout-returned-statement-hint payout-returned-statement-error' : 'payout-returned-statement-hint'
            }
            onChange={(event) => setStatement(event.target.value)}
          >
            <option value="">–</option>
            {payouts.map((payout) => (
              <option key={payout.id} value={payout.invoice_number ?? ''}>
                {`${payout.invoice_number ?? ''} – ${payout.provider}, ${formatCents(payout.amount_cents)}`}
              </option>
            ))}
          </Select>
        </FieldShell>
        <TextArea
          id="payout-returned-reason"
          label={t.reasonLabel}
          hint={t.reasonHint}
          required
          rows={2}
          maxLength={200}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Confirm htmlFor="payout-returned-confirm">
          <input
            id="payout-returned-confirm"
            type="checkbox"
            checked={confirmed}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? 'payout-returned-confirm-error' : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <span>{t.confirm}</span>
        </Confirm>
        {errors.confirm ? (
          <Muted $small id="payout-returned-confirm-error" role="alert">
            {errors.confirm}
          </Muted>
        ) : null}
        {errors.form ? (
          <Alert $tone="error" role="alert">
            {errors.form}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
