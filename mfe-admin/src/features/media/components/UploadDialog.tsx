import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button, Dialog, notify, TextField, toSubmissionErrors } from '@marktplatz/shared';
import { FormRefusal, ProgressBar } from '@marktplatz/shared/kit';
import { uploadMedia } from '../api/uploadMedia';
import type { MediaItem } from '../api/types';
import { mediaMessages as t } from '../messages';
import { PictureFileField } from './PictureFileField';

interface UploadValues {
  file?: File[];
  alt_text?: string;
  title?: string;
}

/** Uploads one picture (JPEG, PNG or WebP): the file, its alt text (required) and a title; a progress bar while it is sent. */
export function UploadDialog({ onClose, onUploaded }: { onClose: () => void; onUploaded: (item: MediaItem) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <Form<UploadValues>
      onSubmit={async (values) => {
        const file = values.file?.[0];
        if (!file) return { file: t.required.file };
        setProgress(0);
        try {
          const item = await uploadMedia({ file, altText: values.alt_text ?? '', title: values.title }, setProgress);
          notify.success(t.uploaded);
          onUploaded(item);
          return undefined;
        } catch (failure) {
          return toSubmissionErrors(failure, { generalOnlyWithoutFields: true });
        } finally {
          setProgress(null);
        }
      }}
      render={({ handleSubmit, submitting, submitError }) => (
        <Dialog
          open
          onClose={() => {
            if (!submitting) onClose();
          }}
          title={t.uploadTitle}
          closeOnBackdrop={!submitting}
          footer={
            <>
              <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
                {t.cancel}
              </Button>
              <Button type="submit" form="media-upload-form" loading={submitting}>
                {t.uploadSubmit}
              </Button>
            </>
          }
        >
          <form id="media-upload-form" onSubmit={handleSubmit} noValidate aria-label={t.uploadTitle}>
            <PictureFileField disabled={submitting} />
            <TextField
              id="media-alt"
              name="alt_text"
              label={t.altText}
              hint={t.altTextHint}
              required
              requiredMessage={t.required.altText}
              maxLength={300}
            />
            <TextField id="media-title" name="title" label={t.imageTitle} maxLength={200} />
            {progress !== null ? <ProgressBar value={progress} label={t.progress} testId="media-upload-progress" /> : null}
            <FormRefusal error={submitError} />
          </form>
        </Dialog>
      )}
    />
  );
}
