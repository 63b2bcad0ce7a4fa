import { FORM_ERROR } from 'final-form';
import { notify, TextField } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { RoleCheckboxes } from '../../../lib/RoleCheckboxes';
import { messages, type StaffRole } from '../../../messages';
import { createStaff } from '../api/createStaff';

const t = messages.staff;

type Values = { name: string; email: string; roles: StaffRole[]; reason: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, e-mail, role checkboxes and a reason; the API asks for re-authentication before it creates. */
export function CreateStaffDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  if (!open) return null;
  return (
    <ReasonDialog<Values>
      idPrefix="staff-create"
      title={t.createTitle}
      role="dialog"
      size="md"
      intro={<Muted>{t.createIntro}</Muted>}
      reason={{ label: messages.reason.label, hint: messages.reason.hint, required: messages.reason.required }}
      submitLabel={t.createSubmit}
      cancelLabel={t.cancel}
      onSubmit={async ({ name, email, roles, reason }) => {
        const member = await createStaff({ name: name.trim(), email: email.trim(), roles, reason });
        notify.success(t.created(member.name));
        onCreated();
      }}
      refusal={(failure) => ({
        name: failure.field('name'),
        email: failure.field('email'),
        roles: failure.field('roles'),
        reason: failure.field('reason'),
        [FORM_ERROR]: failure.errors && !failure.needsReauth && Object.keys(failure.errors).length > 0 ? undefined : failure.message,
      })}
      onClose={onClose}
    >
      <TextField
        id="staff-name"
        name="name"
        label={t.name}
        required
        requiredMessage={t.nameRequired}
        validate={(value) => (typeof value === 'string' && value.trim() ? undefined : t.nameRequired)}
      />
      <TextField
        id="staff-email"
        name="email"
        label={t.email}
        type="email"
        required
        requiredMessage={t.emailRequired}
        validate={(value) => (typeof value === 'string' && EMAIL.test(value.trim()) ? undefined : t.emailRequired)}
      />
      <RoleCheckboxes idPrefix="staff-create" legend={t.rolesLegend} requiredMessage={t.rolesRequired} />
    </ReasonDialog>
  );
}
