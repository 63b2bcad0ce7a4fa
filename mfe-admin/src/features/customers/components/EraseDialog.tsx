import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, notify } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea, TextInput } from '../../../lib/Field';
import { messages } from '../../../messages';
import { eraseCustomer } from '../api/eraseCustomer';
import type { CustomerDetail } from '../api/types';
import { customerMessages as t } from '../messages';

/**
 * The erasure (Art. 17 DSGVO) with a typed confirmation: the customer number must be typed, and a reason given. The
 * server asks for a recent re-authentication; the area's re-auth dialog opens and the call is made again.
 */
export function EraseDialog({
  customer,
  open,
  onClose,
  onDone,
}: {
  customer: CustomerDetail;
  open: boolean;
  onClose: () => void;
  onDone: (customer: CustomerDetail) => void;
}) {
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'typed' | 'reason' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setTyped('');
    setReason('');
    setErrors({});
  }, [open]);

  if (!open) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (typed.trim() !== String(customer.id)) found.typed = t.eraseConfirmMismatch;
    if (reason.trim().length < 3) found.reason = messages.reason.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const erased = await eraseCustomer(customer.id, reason.trim());
      notify.success(t.erased_done);
      onDone(erased);
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
      title={t.eraseTitle(customer.name)}
      role="alertdialog"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form="admin-customer-erase" variant="danger" loading={busy}>
            {t.eraseSubmit}
          </Button>
        </>
      }
    >
      <form id="admin-customer-erase" onSubmit={submit} noValidate>
        <Alert $tone="warning">{t.eraseWarning}</Alert>
        <TextInput
          id="customer-erase-confirm"
          label={t.eraseConfirmLabel(customer.id)}
          required
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          error={errors.typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <TextArea
          id="customer-erase-reason"
          label={messages.reason.label}
          hint={messages.reason.hint}
          required
          rows={2}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Muted $small>{t.reauthNote}</Muted>
        {errors.form ? (
          <Alert $tone="error" role="alert">
            {errors.form}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
