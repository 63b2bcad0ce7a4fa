import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, notify } from '@marktplatz/shared';
import { Alert, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { TextArea } from '../../../lib/Field';
import { messages } from '../../../messages';
import { discardJob } from '../api/discardJob';
import { retryJob } from '../api/retryJob';
import type { DeadJob } from '../api/types';
import { jobMessages as t } from '../messages';

export type JobAction = 'retry' | 'discard';

const CALLS = { retry: retryJob, discard: discardJob } as const;

const Confirm = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space.sm};
  input {
    margin-top: 0.2rem;
    flex: none;
  }
`;

/**
 * Retry or discard a dead job: the reason for the audit log and a confirmation box. A 404/409 (someone else was
 * faster) shows the server's message; the list is reloaded either way after closing.
 */
export function JobActionDialog({
  job,
  action,
  onClose,
  onDone,
}: {
  job: DeadJob | null;
  action: JobAction | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'confirm' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setReason('');
    setConfirmed(false);
    setErrors({});
  }, [action, job]);

  if (!action || !job) return null;
  const retry = action === 'retry';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (reason.trim().length < 3) next.reason = messages.reason.required;
    if (!confirmed) next.confirm = t.confirmRequired;
    if (next.reason || next.confirm) {
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await CALLS[action](job.id, reason.trim());
      notify.success(retry ? t.retried : t.discarded);
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
      title={retry ? t.retryTitle(job.id) : t.discardTitle(job.id)}
      role={retry ? 'dialog' : 'alertdialog'}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form="admin-job-action" variant={retry ? 'primary' : 'danger'} loading={busy}>
            {retry ? t.retry : t.discard}
          </Button>
        </>
      }
    >
      <form id="admin-job-action" onSubmit={submit} noValidate>
        <Muted>
          {t.jobName(job.name)} · {t.number(job.id)}
        </Muted>
        <p>{retry ? t.retryText : t.discardText}</p>
        <TextArea
          id="job-action-reason"
          label={messages.reason.label}
          hint={messages.reason.hint}
          required
          rows={2}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Confirm htmlFor="job-action-confirm">
          <input
            id="job-action-confirm"
            type="checkbox"
            checked={confirmed}
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? 'job-action-confirm-error' : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <span>{t.confirm}</span>
        </Confirm>
        {errors.confirm ? (
          <Muted $small id="job-action-confirm-error" role="alert">
            {errors.confirm}
          </Muted>
        ) : null}
        {errors.form ? (
          <Alert $tone="error" role="alert">
            {errors.form}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
