import { notify, TextField } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { messages } from '../../../messages';
import { eraseCustomer } from '../api/eraseCustomer';
import type { CustomerDetail } from '../api/types';
import { customerMessages as t } from '../messages';

type Values = { typed: string; reason: string };

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
  if (!open) return null;
  return (
    <ReasonDialog<Values>
      idPrefix="customer-erase"
      title={t.eraseTitle(customer.name)}
      intro={<Alert $tone="warning">{t.eraseWarning}</Alert>}
      reason={{ label: messages.reason.label, hint: messages.reason.hint, required: messages.reason.required, minLength: 3 }}
      note={<Muted $small>{t.reauthNote}</Muted>}
      submitLabel={t.eraseSubmit}
      cancelLabel={t.cancel}
      variant="danger"
      onSubmit={async ({ reason }) => {
        const erased = await eraseCustomer(customer.id, reason);
        notify.success(t.erased_done);
        onDone(erased);
      }}
      onClose={onClose}
    >
      <TextField
        id="customer-erase-confirm"
        name="typed"
        label={t.eraseConfirmLabel(customer.id)}
        required
        requiredMessage={t.eraseConfirmMismatch}
        validate={(value) => (typeof value === 'string' && value.trim() === String(customer.id) ? undefined : t.eraseConfirmMismatch)}
        inputMode="numeric"
        autoComplete="off"
      />
    </ReasonDialog>
  );
}
