import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatCents, Button, Dialog, notify } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { messages } from '../../../messages';
import { markPaid } from '../api/markPaid';
import type { AdminInvoice } from '../api/types';
import { billingMessages } from '../messages';

const t = billingMessages.paid;

const Confirm = styled.label`
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
 * „Als bezahlt markieren“: the reason for the audit log and a confirmation box; the server's refusal (e.g. 404 when
 * someone else booked it first) stays in the dialog.
 */
export function MarkPaidDialog({ invoice, onClose, onDone }: { invoice: AdminInvoice | null; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'confirm' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setReason('');
    setConfirmed(false);
    setErrors({});
  }, [invoice]);

  if (!invoice) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (reason.trim().length < 3) next.reason = t.reasonRequired;
    if (!confirmed) next.confirm = billingMessages.confirmRequired;
    if (next.reason || next.confirm) {
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await markPaid(invoice.invoice_number, reason.trim());
      notify.success(t.done(invoice.invoice_number));
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
      title={t.title(invoice.invoice_number)}
      role="alertdialog"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {billingMessages.cancel}
          </Button>
          <Button type="submit" form="admin-billing-paid" loading={busy}>
            {t.submit}
          </Button>
        </>
      }
    >
      <form id="admin-billing-paid" onSubmit={submit} noValidate>
        <p>{t.text(invoice.provider, formatCents(invoice.total_cents))}</p>
        <TextArea
          id="billing-paid-reason"
          label={t.reasonLabel}
          hint={t.reasonHint}
          required
          rows={2}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Confirm htmlFor="billing-paid-confirm">
          <input
            id="billing-paid-confirm"
            type="checkbox"
            checked={confirmed}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? 'billing-paid-confirm-error' : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <span>{t.confirm}</span>
        </Confirm>
        {errors.confirm ? (
          <Muted $small id="billing-paid-confirm-error" role="alert">
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
