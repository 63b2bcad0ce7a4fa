import { FORM_ERROR } from 'final-form';
import { notify } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { RoleCheckboxes } from '../../../lib/RoleCheckboxes';
import { messages, type StaffRole } from '../../../messages';
import { changeRoles } from '../api/changeRoles';
import { deactivateStaff } from '../api/deactivateStaff';
import type { StaffMember } from '../api/listStaff';
import { resetTwoFactor } from '../api/resetTwoFactor';

const t = messages.staff;

export type StaffAction = 'roles' | 'deactivate' | 'reset2fa';

type Values = { roles: StaffRole[]; reason: string };

/** One action on a member, with its reason: change roles, deactivate or reset 2FA. The dialog is the confirmation. */
export function StaffActionDialog({
  member,
  action,
  onClose,
  onDone,
}: {
  member: StaffMember | null;
  action: StaffAction;
  onClose: () => void;
  onDone: () => void;
}) {
  if (!member) return null;
  const title =
    action === 'roles' ? t.rolesTitle(member.name) : action === 'deactivate' ? t.deactivateTitle(member.name) : t.resetTitle(member.name);
  const submitLabel = action === 'roles' ? t.rolesSubmit : action === 'deactivate' ? t.deactivate : t.reset2fa;
  return (
    <ReasonDialog<Values>
      key={`${member.id}-${action}`}
      idPrefix="staff-action"
      title={title}
      role={action === 'roles' ? 'dialog' : 'alertdialog'}
      initialValues={{ roles: [...member.roles] }}
      reason={{ label: messages.reason.label, hint: messages.reason.hint, required: messages.reason.required }}
      submitLabel={submitLabel}
      cancelLabel={t.cancel}
      variant={action === 'roles' ? 'primary' : 'danger'}
      onSubmit={async ({ roles, reason }) => {
        if (action === 'roles') await changeRoles(member.id, { roles, reason });
        else if (action === 'deactivate') await deactivateStaff(member.id, { reason });
        else await resetTwoFactor(member.id, { reason });
        notify.success(action === 'roles' ? t.rolesSaved : action === 'deactivate' ? t.deactivated_done : t.reset_done);
        onDone();
      }}
      refusal={(failure) => ({
        roles: failure.field('roles'),
        reason: failure.field('reason'),
        [FORM_ERROR]: failure.field('reason') ? undefined : failure.message,
      })}
      onClose={onClose}
    >
      {action === 'roles' ? (
        <RoleCheckboxes idPrefix="staff-edit" legend={t.rolesLegend} requiredMessage={t.rolesRequired} />
      ) : (
        <Muted>{action === 'deactivate' ? t.deactivateText : t.resetText}</Muted>
      )}
    </ReasonDialog>
  );
}
