import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Button, notify, TextField } from '@marktplatz/shared';
import { Actions, Box, Muted } from '@marktplatz/shared/kit';
import { ReasonDialog, type ReasonValues } from '../../../components/ReasonDialog';
import { deleteContent } from '../api/deleteContent';
import { publishContent } from '../api/publishContent';
import type { ContentKind, ContentOf } from '../api/types';
import { unpublishContent } from '../api/unpublishContent';
import { AdminFailure } from '../../../lib/adminApi';
import { berlinDayTime, berlinFields, berlinIso } from '../lib/berlinTime';
import { contentMessages as t } from '../messages';
import { StatusBadge } from './StatusBadge';

type Step = 'publish' | 'schedule' | 'unpublish' | 'delete' | null;
type ScheduleValues = ReasonValues & { day?: string; time?: string };

const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

export interface PublicationPanelProps<K extends ContentKind> {
  kind: K;
  record: ContentOf<K>;
  /** Unsaved changes: publishing would show the saved state, so the buttons wait for a save. */
  dirty: boolean;
  onChanged: (record: ContentOf<K>) => void;
  onDeleted: () => void;
}

/** Status and the publication steps: now, planned (Berlin time), offline, delete — each confirmed in a dialog. */
export function PublicationPanel<K extends ContentKind>({ kind, record, dirty, onChanged, onDeleted }: PublicationPanelProps<K>) {
  const [step, setStep] = useState<Step>(null);
  const close = () => setStep(null);
  const tomorrow = berlinFields(new Date(Date.now() + 86_400_000));
  const planned = record.publish_at && record.status === 'scheduled' ? berlinFields(new Date(record.publish_at)) : null;
  const common = { cancelLabel: t.cancel, onClose: close };

  return (
    <Box aria-labelledby="content-publication-title">
      <h2 id="content-publication-title">{t.publication}</h2>
      <p>
        <StatusBadge status={record.status} publishAt={record.publish_at} />
      </p>
      {dirty ? <Muted $small>{t.saveFirst}</Muted> : null}
      <Actions>
        {record.status !== 'published' ? (
          <Button type="button" onClick={() => setStep('publish')} disabled={dirty}>
            {t.publishNow}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={() => setStep('schedule')} disabled={dirty}>
          {t.schedule}
        </Button>
        {record.status !== 'draft' ? (
          <Button type="button" variant="secondary" onClick={() => setStep('unpublish')} disabled={dirty}>
            {t.unpublish}
          </Button>
        ) : null}
        <Button type="button" variant="danger" onClick={() => setStep('delete')}>
          {t.delete}
        </Button>
      </Actions>

      {step === 'publish' ? (
        <ReasonDialog
          idPrefix="content-publish"
          title={t.publishTitle}
          intro={<p>{t.publishText}</p>}
          submitLabel={t.publishNow}
          {...common}
          onSubmit={async () => {
            onChanged(await publishContent(kind, record.id, null));
            notify.success(t.publishedToast);
            close();
          }}
        />
      ) : null}
      {step === 'schedule' ? (
        <ReasonDialog<ScheduleValues>
          idPrefix="content-schedule"
          title={t.scheduleTitle}
          role="dialog"
          intro={<Muted>{t.scheduleIntro}</Muted>}
          submitLabel={t.scheduleSubmit}
          initialValues={planned ?? tomorrow}
          {...common}
          refusal={(failure) => ({ [FORM_ERROR]: failure.field('publish_at') ?? failure.message })}
          onSubmit={async ({ day, time }) => {
            const instant = berlinIso(day ?? '', time ?? '');
            if (!instant) throw new AdminFailure(t.scheduleInvalid, undefined, undefined, undefined);
            const updated = await publishContent(kind, record.id, instant);
            onChanged(updated);
            notify.success(updated.publish_at ? t.scheduledToast(berlinDayTime(updated.publish_at)) : t.publishedToast);
            close();
          }}
        >
          <TextField id="content-schedule-day" name="day" type="date" label={t.scheduleDay} required requiredMessage={t.scheduleInvalid} />
          <TextField
            id="content-schedule-time"
            name="time"
            label={t.scheduleTime}
            hint={t.scheduleTimeHint}
            inputMode="numeric"
            placeholder="10:00"
            maxLength={5}
            required
            requiredMessage={t.scheduleInvalid}
            validate={(value) => (typeof value === 'string' && TIME.test(value.trim()) ? undefined : t.scheduleInvalid)}
          />
        </ReasonDialog>
      ) : null}
      {step === 'unpublish' ? (
        <ReasonDialog
          idPrefix="content-unpublish"
          title={t.unpublishTitle}
          intro={<p>{t.unpublishText}</p>}
          submitLabel={t.unpublish}
          {...common}
          onSubmit={async () => {
            onChanged(await unpublishContent(kind, record.id));
            notify.success(t.unpublishedToast);
            close();
          }}
        />
      ) : null}
      {step === 'delete' ? (
        <ReasonDialog
          idPrefix="content-delete"
          title={t.deleteTitle}
          intro={<p>{t.deleteText(record.title)}</p>}
          submitLabel={t.delete}
          variant="danger"
          {...common}
          onSubmit={async () => {
            await deleteContent(kind, record.id);
            notify.success(t.deleted);
            close();
            onDeleted();
          }}
        />
      ) : null}
    </Box>
  );
}
