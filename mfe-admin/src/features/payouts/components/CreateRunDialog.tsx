import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatCents, Button, Dialog, notify } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextInput } from '../../../lib/Field';
import { messages } from '../../../messages';
import { createRun } from '../api/payouts';
import type { PayoutRequest, PayoutRun } from '../api/types';
import { payoutMessages } from '../messages';

const t = payoutMessages.create;

export const Confirm = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space.sm};
  input {
    margin-top: 0.2rem;
    flex: none;
  }
`;

/**
 * „Auszahlungslauf anlegen?“: the count and sum of the selection, an optional occasion and a confirmation box. The
 * server's refusal (a withdrawal without IBAN, taken by another run meanwhile) stays in the dialog with every reason.
 */
export function CreateRunDialog({
  open,
  withdrawals,
  onClose,
  onCreated,
}: {
  open: boolean;
  withdrawals: PayoutRequest[];
  onClose: () => void;
  onCreated: (run: PayoutRun) => void;
}) {
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<{ confirm?: string; form?: string[] }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setConfirmed(false);
    setErrors({});
  }, [open]);

  if (!open) return null;
  const sum = withdrawals.reduce((total, row) => total + row.amount_cents, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) {
      setErrors({ confirm: payoutMessages.confirmRequired });
      return;
    }
    setBusy(true);
    try {
      const run = await createRun(
        withdrawals.map((row) => row.id),
        reason.trim(),
      );
      notify.success(t.done(run.id));
      onCreated(run);
    } catch (failure) {
      if (failure instanceof AdminFailure) setErrors({ form: failure.errors?.withdrawal_ids ?? [failure.message] });
      else setErrors({ form: [messages.errors.generic] });
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
          <Button type="submit" form="admin-payout-create" loading={busy}>
            {t.submit}
          </Button>
        </>
      }
    >
      <form id="admin-payout-create" onSubmit={submit} noValidate>
        <p>{t.text(withdrawals.length, formatCents(sum))}</p>
        <TextInput
          id="payout-run-reason"
          label={t.reasonLabel}
          hint={t.reasonHint}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Confirm htmlFor="payout-run-confirm">
          <input
            id="payout-run-confirm"
            type="checkbox"
            checked={confirmed}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? 'payout-run-confirm-error' : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <span>{t.confirm}</span>
        </Confirm>
        {errors.confirm ? (
          <Muted $small id="payout-run-confirm-error" role="alert">
            {errors.confirm}
          </Muted>
        ) : null}
        {errors.form ? (
          <Alert $tone="error" role="alert">
            {errors.form.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
