import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, notify } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { RoleCheckboxes } from '../../../lib/RoleCheckboxes';
import { messages, type StaffRole } from '../../../messages';
import { changeRoles } from '../api/changeRoles';
import { deactivateStaff } from '../api/deactivateStaff';
import type { StaffMember } from '../api/listStaff';
import { resetTwoFactor } from '../api/resetTwoFactor';

const t = messages.staff;

export type StaffAction = 'roles' | 'deactivate' | 'reset2fa';

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
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'roles' | 'reason' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setRoles(member ? [...member.roles] : []);
    setReason('');
    setErrors({});
  }, [member, action]);

  if (!member) return null;

  const title =
    action === 'roles' ? t.rolesTitle(member.name) : action === 'deactivate' ? t.deactivateTitle(member.name) : t.resetTitle(member.name);
  const submitLabel = action === 'roles' ? t.rolesSubmit : action === 'deactivate' ? t.deactivate : t.reset2fa;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (action === 'roles' && roles.length === 0) found.roles = t.rolesRequired;
    if (!reason.trim()) found.reason = messages.reason.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (action === 'roles') await changeRoles(member.id, { roles, reason: reason.trim() });
      else if (action === 'deactivate') await deactivateStaff(member.id, { reason: reason.trim() });
      else await resetTwoFactor(member.id, { reason: reason.trim() });
      notify.success(action === 'roles' ? t.rolesSaved : action === 'deactivate' ? t.deactivated_done : t.reset_done);
      onDone();
    } catch (failure) {
      if (failure instanceof AdminFailure)
        setErrors({
          roles: failure.field('roles'),
          reason: failure.field('reason'),
          form: failure.field('reason') ? undefined : failure.message,
        });
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
      role={action === 'roles' ? 'dialog' : 'alertdialog'}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form="admin-staff-action" variant={action === 'roles' ? 'primary' : 'danger'} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="admin-staff-action" onSubmit={submit} noValidate>
        {action === 'roles' ? (
          <RoleCheckboxes idPrefix="staff-edit" legend={t.rolesLegend} value={roles} onChange={setRoles} error={errors.roles} />
        ) : (
          <Muted>{action === 'deactivate' ? t.deactivateText : t.resetText}</Muted>
        )}
        <TextArea
          id="staff-action-reason"
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
