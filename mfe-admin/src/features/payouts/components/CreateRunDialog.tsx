import { FORM_ERROR } from 'final-form';
import { formatCents, notify } from '@marktplatz/shared';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { createRun } from '../api/createRun';
import type { PayoutRequest, PayoutRun } from '../api/types';
import { payoutMessages } from '../messages';

const t = payoutMessages.create;

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
  if (!open) return null;
  const sum = withdrawals.reduce((total, row) => total + row.amount_cents, 0);
  return (
    <ReasonDialog
      idPrefix="payout-run"
      title={t.title}
      intro={<p>{t.text(withdrawals.length, formatCents(sum))}</p>}
      reason={{ label: t.reasonLabel, hint: t.reasonHint, singleLine: true, maxLength: 200 }}
      confirm={{ label: t.confirm, required: payoutMessages.confirmRequired }}
      submitLabel={t.submit}
      cancelLabel={payoutMessages.cancel}
      onSubmit={async ({ reason }) => {
        const run = await createRun(
          withdrawals.map((row) => row.id),
          reason,
        );
        notify.success(t.done(run.id));
        onCreated(run);
      }}
      refusal={(failure) => ({ [FORM_ERROR]: failure.errors?.withdrawal_ids ?? [failure.message] })}
      onClose={onClose}
    />
  );
}
