import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, notify } from '@marktplatz/shared';
import { Alert } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { messages } from '../../../messages';
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
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setReason('');
    setErrors({});
  }, [rule]);

  if (!rule) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 5) {
      setErrors({ reason: t.reasonRequired });
      return;
    }
    setBusy(true);
    try {
      await deleteRule(rule.id, reason.trim());
      notify.success(t.done);
      onDone();
    } catch (failure) {
      if (failure instanceof AdminFailure)
        setErrors({ reason: failure.field('reason'), form: failure.field('reason') ? undefined : failure.message });
      else setErrors({ form: messages.errors.generic });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.title(rule.percent, rule.valid_from)}
      role="alertdialog"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {commissionMessages.cancel}
          </Button>
          <Button type="submit" form="admin-commission-delete" variant="danger" loading={busy}>
            {t.submit}
          </Button>
        </>
      }
    >
      <form id="admin-commission-delete" onSubmit={submit} noValidate>
        <p>{t.text(target)}</p>
        <TextArea
          id="commission-delete-reason"
          label={t.reason}
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
