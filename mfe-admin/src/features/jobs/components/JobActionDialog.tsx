import { notify } from '@marktplatz/shared';
import { Muted } from '@marktplatz/shared/kit';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { messages } from '../../../messages';
import { discardJob } from '../api/discardJob';
import { retryJob } from '../api/retryJob';
import type { DeadJob } from '../api/types';
import { jobMessages as t } from '../messages';

export type JobAction = 'retry' | 'discard';

const CALLS = { retry: retryJob, discard: discardJob } as const;

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
  if (!action || !job) return null;
  const retry = action === 'retry';
  return (
    <ReasonDialog
      key={`${action}-${job.id}`}
      idPrefix="job-action"
      title={retry ? t.retryTitle(job.id) : t.discardTitle(job.id)}
      role={retry ? 'dialog' : 'alertdialog'}
      intro={
        <>
          <Muted>
            {t.jobName(job.name)} · {t.number(job.id)}
          </Muted>
          <p>{retry ? t.retryText : t.discardText}</p>
        </>
      }
      reason={{ label: messages.reason.label, hint: messages.reason.hint, required: messages.reason.required, minLength: 3 }}
      confirm={{ label: t.confirm, required: t.confirmRequired }}
      submitLabel={retry ? t.retry : t.discard}
      cancelLabel={t.cancel}
      variant={retry ? 'primary' : 'danger'}
      onSubmit={async ({ reason }) => {
        await CALLS[action](job.id, reason);
        notify.success(retry ? t.retried : t.discarded);
        onDone();
      }}
      onClose={onClose}
    />
  );
}
