import { formatCents, notify, SelectField } from '@marktplatz/shared';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { markReturned } from '../api/markReturned';
import type { PayoutRunDetail } from '../api/types';
import { payoutMessages } from '../messages';

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
  if (!open) return null;
  const options = payouts.map((payout) => ({
    value: payout.invoice_number ?? '',
    label: `${payout.invoice_number ?? ''} – ${payout.provider}, ${formatCents(payout.amount_cents)}`,
  }));
  return (
    <ReasonDialog<{ statement: string; reason: string; confirm?: boolean }>
      idPrefix="payout-returned"
      title={t.title}
      intro={<p>{t.text}</p>}
      initialValues={{ statement: payouts.length === 1 ? (payouts[0]?.invoice_number ?? '') : '' }}
      reason={{ label: t.reasonLabel, hint: t.reasonHint, required: t.reasonRequired, minLength: 3, maxLength: 200 }}
      confirm={{ label: t.confirm, required: payoutMessages.confirmRequired }}
      submitLabel={t.submit}
      cancelLabel={payoutMessages.cancel}
      onSubmit={async ({ statement, reason }) => {
        await markReturned(statement, reason);
        notify.success(t.done(statement));
        onDone();
      }}
      onClose={onClose}
    >
      <SelectField
        id="payout-returned-statement"
        name="statement"
        label={t.statementLabel}
        hint={t.statementHint}
        required
        requiredMessage={t.statementRequired}
        placeholder={t.statementPlaceholder}
        options={options}
      />
    </ReasonDialog>
  );
}
