import { notify } from '@marktplatz/shared';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { deleteRule } from '../api/deleteRule';
import type { CommissionRule } from '../api/types';
import { commissionMessages } from '../messages';

const t = commissionMessages.remove;

/** Deletes a planned rule after a reason and the confirmation; the server's 409 (it applies already) stays here. */
export function DeleteRuleDialog({
  rule,
  target,
  onClose,
  onDone,
}: {
  rule: CommissionRule | null;
  target: string;
  onClose: () => void;
  onDone: () => void;
}) {
  if (!rule) return null;
  return (
    <ReasonDialog
      key={rule.id}
      idPrefix="commission-delete"
      title={t.title(rule.percent, rule.valid_from)}
      intro={<p>{t.text(target)}</p>}
      reason={{ label: t.reason, required: t.reasonRequired, minLength: 5 }}
      submitLabel={t.submit}
      cancelLabel={commissionMessages.cancel}
      variant="danger"
      onSubmit={async ({ reason }) => {
        await deleteRule(rule.id, reason);
        notify.success(t.done);
        onDone();
      }}
      onClose={onClose}
    />
  );
}
