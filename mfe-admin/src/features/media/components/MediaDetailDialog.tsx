import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { Button, ConfirmDialog, Dialog, formatGermanNumber, notify, Spinner, TextField, toSubmissionErrors } from '@marktplatz/shared';
import { FormRefusal, Muted } from '@marktplatz/shared/kit';
import { AdminFailure } from '../../../lib/adminApi';
import { messages } from '../../../messages';
import { deleteMedia } from '../api/deleteMedia';
import { getMedia } from '../api/getMedia';
import { updateMedia } from '../api/updateMedia';
import type { MediaDetail, MediaUse } from '../api/types';
import { mediaMessages as t } from '../messages';
import { thumbnailOf } from './MediaGrid';

function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatGermanNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${formatGermanNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

function UsageList({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0) return <Muted>{t.unused}</Muted>;
  return (
    <ul aria-label={t.usedIn}>
      {uses.map((use) => {
        const text = `${t.usageKind[use.kind]} „${use.title}“ ${t.usageField[use.field] ?? ''}`.trim();
        return <li key={`${use.kind}-${use.id}-${use.field}`}>{use.admin_path ? <Link to={use.admin_path}>{text}</Link> : text}</li>;
      })}
    </ul>
  );
}

/** One picture: its facts, alt text and title to change, where it is used, and delete (refused while used). */
export function MediaDetailDialog({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const [detail, setDetail] = useState<MediaDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    getMedia(id).then(setDetail, (failure: unknown) =>
      setFailed(failure instanceof AdminFailure ? failure.message : messages.errors.generic),
    );
  }, [id]);

  const remove = async () => {
    try {
      await deleteMedia(id);
      notify.success(t.deleted);
      onChanged();
      onClose();
    } catch (failure) {
      setConfirming(false);
      notify.error(failure instanceof AdminFailure ? failure.message : messages.errors.generic);
    }
  };

  return (
    <Dialog open onClose={onClose} title={t.editTitle} size="lg">
      {failed ? <p role="alert">{failed}</p> : null}
      {!detail && !failed ? <Spinner block /> : null}
      {detail ? (
        <>
          <img src={thumbnailOf(detail)} srcSet={detail.srcset} sizes="20rem" alt={detail.alt_text} width={320} />
          <Muted>
            {detail.file_name} · {t.facts(detail.width, detail.height, megabytes(detail.size_bytes))}
          </Muted>
          <Form<{ alt_text?: string; title?: string }>
            initialValues={{ alt_text: detail.alt_text, title: detail.title ?? '' }}
            onSubmit={async (values) => {
              try {
                setDetail(await updateMedia(id, { alt_text: values.alt_text ?? '', title: values.title ?? null }));
                notify.success(t.saved);
                onChanged();
                return undefined;
              } catch (failure) {
                return toSubmissionErrors(failure, { generalOnlyWithoutFields: true });
              }
            }}
            render={({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={t.editTitle}>
                <TextField
                  id="media-edit-alt"
                  name="alt_text"
                  label={t.altText}
                  hint={t.altTextHint}
                  required
                  requiredMessage={t.required.altText}
                  maxLength={300}
                />
                <TextField id="media-edit-title" name="title" label={t.imageTitle} maxLength={200} />
                <FormRefusal error={submitError} />
                <Button type="submit" loading={submitting}>
                  {t.save}
                </Button>
              </form>
            )}
          />
          <h3>{t.usedIn}</h3>
          <UsageList uses={detail.used_in} />
          {detail.used_in.length > 0 ? <Muted>{t.deleteBlocked}</Muted> : null}
          <Button type="button" variant="danger" disabled={detail.used_in.length > 0} onClick={() => setConfirming(true)}>
            {t.delete}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t.deleteTitle}
            confirmLabel={t.delete}
            onConfirm={remove}
            onCancel={() => setConfirming(false)}
          >
            {t.deleteText(detail.alt_text)}
          </ConfirmDialog>
        </>
      ) : null}
    </Dialog>
  );
}
