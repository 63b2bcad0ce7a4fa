import { useState, type FormEvent } from 'react';
import { Button, Dialog, notify } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea, TextInput } from '../../../lib/Field';
import { RoleCheckboxes } from '../../../lib/RoleCheckboxes';
import { messages, type StaffRole } from '../../../messages';
import { createStaff } from '../api/createStaff';

const t = messages.staff;

type Errors = Partial<Record<'name' | 'email' | 'roles' | 'reason' | 'form', string>>;

/** Name, e-mail, role checkboxes and a reason; the API asks for re-authentication before it creates. */
export function CreateStaffDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setName('');
    setEmail('');
    setRoles([]);
    setReason('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = t.nameRequired;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = t.emailRequired;
    if (roles.length === 0) found.roles = t.rolesRequired;
    if (!reason.trim()) found.reason = messages.reason.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const member = await createStaff({ name: name.trim(), email: email.trim(), roles, reason: reason.trim() });
      notify.success(t.created(member.name));
      reset();
      onCreated();
    } catch (failure) {
      if (failure instanceof AdminFailure) {
        setErrors({
          name: failure.field('name'),
          email: failure.field('email'),
          roles: failure.field('roles'),
          reason: failure.field('reason'),
          form: failure.errors && !failure.needsReauth && Object.keys(failure.errors).length > 0 ? undefined : failure.message,
        });
      } else setErrors({ form: messages.errors.generic });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.createTitle}
      size="md"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form="admin-create-staff" loading={busy}>
            {t.createSubmit}
          </Button>
        </>
      }
    >
      <form id="admin-create-staff" onSubmit={submit} noValidate>
        <Muted>{t.createIntro}</Muted>
        <TextInput
          id="staff-name"
          label={t.name}
          required
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextInput
          id="staff-email"
          label={t.email}
          type="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <RoleCheckboxes idPrefix="staff-create" legend={t.rolesLegend} value={roles} onChange={setRoles} error={errors.roles} />
        <TextArea
          id="staff-create-reason"
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
