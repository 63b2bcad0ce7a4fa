import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, notify } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { messages } from '../../../messages';
import { lockCustomer } from '../api/lockCustomer';
import { resetCustomerTwoFactor } from '../api/resetCustomerTwoFactor';
import type { CustomerDetail } from '../api/types';
import { unlockCustomer } from '../api/unlockCustomer';
import { customerMessages as t } from '../messages';

export type CustomerAction = 'lock' | 'unlock' | 'reset2fa';

const CALLS = { lock: lockCustomer, unlock: unlockCustomer, reset2fa: resetCustomerTwoFactor } as const;

/** Lock, unlock or reset 2FA of a customer, with the reason for the audit log. The dialog is the confirmation. */
export function CustomerActionDialog({
  customer,
  action,
  onClose,
  onDone,
}: {
  customer: CustomerDetail;
  action: CustomerAction | null;
  onClose: () => void;
  onDone: (customer: CustomerDetail) => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setReason('');
    setErrors({});
  }, [action]);

  if (!action) return null;
  const title =
    action === 'lock' ? t.lockTitle(customer.name) : action === 'unlock' ? t.unlockTitle(customer.name) : t.resetTitle(customer.name);
  const text = action === 'lock' ? t.lockText : action === 'unlock' ? t.unlockText : t.resetText;
  const submitLabel = action === 'lock' ? t.lock : action === 'unlock' ? t.unlock : t.reset2fa;
  const done = action === 'lock' ? t.locked_done : action === 'unlock' ? t.unlocked_done : t.reset_done;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setErrors({ reason: messages.reason.required });
      return;
    }
    setBusy(true);
    try {
      const updated = await CALLS[action](customer.id, reason.trim());
      notify.success(done);
      onDone(updated);
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
      title={title}
      role={action === 'unlock' ? 'dialog' : 'alertdialog'}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form="admin-customer-action" variant={action === 'unlock' ? 'primary' : 'danger'} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="admin-customer-action" onSubmit={submit} noValidate>
        <Muted>{text}</Muted>
        <TextArea
          id="customer-action-reason"
          label={messages.reason.label}
          hint={messages.reason.hint}
          required
          rows={2}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {errors.form ? (
          <Alert $tone="error" role="alert">
            {errors.form}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
