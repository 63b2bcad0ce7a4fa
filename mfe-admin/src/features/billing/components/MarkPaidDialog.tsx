import { formatCents, notify } from '@marktplatz/shared';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { markPaid } from '../api/markPaid';
import type { AdminInvoice } from '../api/types';
import { billingMessages } from '../messages';

const t = billingMessages.paid;

/**
 * „Als bezahlt markieren“: the reason for the audit log and a confirmation box; the server's refusal (e.g. 404 when
 * someone else booked it first) stays in the dialog.
 */
export function MarkPaidDialog({ invoice, onClose, onDone }: { invoice: AdminInvoice | null; onClose: () => void; onDone: () => void }) {
  if (!invoice) return null;
  return (
    <ReasonDialog
      key={invoice.invoice_number}
      idPrefix="billing-paid"
      title={t.title(invoice.invoice_number)}
      intro={<p>{t.text(invoice.provider, formatCents(invoice.total_cents))}</p>}
      reason={{ label: t.reasonLabel, hint: t.reasonHint, required: t.reasonRequired, minLength: 3 }}
      confirm={{ label: t.confirm, required: billingMessages.confirmRequired }}
      submitLabel={t.submit}
      cancelLabel={billingMessages.cancel}
      onSubmit={async ({ reason }) => {
        await markPaid(invoice.invoice_number, reason);
        notify.success(t.done(invoice.invoice_number));
        onDone();
      }}
      onClose={onClose}
    />
  );
}
