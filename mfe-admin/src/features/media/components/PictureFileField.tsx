import { useId } from 'react';
import { useField } from 'react-final-form';
import { FieldShell, fieldError, fileExtension } from '@marktplatz/shared';
import { FilePicker } from '@marktplatz/shared/kit';
import { mediaMessages as t } from '../messages';

/**
 * What the media library takes: JPEG, PNG and WebP, as the API does (`api/src/modules/media/images.ts`). The kit's
 * `ALLOWED_UPLOADS.images` stays png/jpg — the spec's list for customers' uploads.
 */
export const MEDIA_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const MEDIA_ACCEPT = [...MEDIA_EXTENSIONS.map((extension) => `.${extension}`), 'image/jpeg', 'image/png', 'image/webp'].join(',');

/** `undefined` when every chosen file is a picture the media library takes, else the German refusal. */
export function checkPictureFiles(files: File[] | undefined): string | undefined {
  if (!files || files.length === 0) return t.required.file;
  const known: readonly string[] = MEDIA_EXTENSIONS;
  return files.every((file) => known.includes(fileExtension(file.name))) ? undefined : t.fileType;
}

/** The picture to upload, bound to the form (`file`: the chosen files): the kit's German file picker in the field frame. */
export function PictureFileField({ disabled }: { disabled?: boolean }) {
  const id = useId();
  const { input, meta } = useField<File[] | undefined>('file', { validate: checkPictureFiles });
  const error = fieldError(meta);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FieldShell id={`${id}-file`} label={t.file} hint={t.fileHint} error={error} required hintId={hintId} errorId={errorId}>
      <FilePicker
        id={`${id}-file`}
        label={t.file}
        accept={MEDIA_ACCEPT}
        status={input.value?.[0]?.name ?? null}
        invalid={Boolean(error)}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        disabled={disabled}
        testId="media-file"
        onChange={(files) => input.onChange(files.length > 0 ? files : undefined)}
      />
    </FieldShell>
  );
}
