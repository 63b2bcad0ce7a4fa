import { notify } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { ReasonDialog } from '../../../components/ReasonDialog';
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
  if (!action) return null;
  const title =
    action === 'lock' ? t.lockTitle(customer.name) : action === 'unlock' ? t.unlockTitle(customer.name) : t.resetTitle(customer.name);
  const text = action === 'lock' ? t.lockText : action === 'unlock' ? t.unlockText : t.resetText;
  const submitLabel = action === 'lock' ? t.lock : action === 'unlock' ? t.unlock : t.reset2fa;
  const done = action === 'lock' ? t.locked_done : action === 'unlock' ? t.unlocked_done : t.reset_done;
  return (
    <ReasonDialog
      key={action}
      idPrefix="customer-action"
      title={title}
      role={action === 'unlock' ? 'dialog' : 'alertdialog'}
      intro={<Muted>{text}</Muted>}
      reason={{ label: messages.reason.label, hint: messages.reason.hint, required: messages.reason.required, minLength: 3 }}
      submitLabel={submitLabel}
      cancelLabel={t.cancel}
      variant={action === 'unlock' ? 'primary' : 'danger'}
      onSubmit={async ({ reason }) => {
        const updated = await CALLS[action](customer.id, reason);
        notify.success(done);
        onDone(updated);
      }}
      onClose={onClose}
    />
  );
}
