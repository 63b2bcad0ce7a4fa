import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, FieldShell, GridList } from '@marktplatz/shared';
import { coverPicture, FilePicker } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';

/** As the API checks them (`refund-photos.ts`): at most five, JPEG/PNG/WebP, each at most 5 MB. */
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** The chosen photos plus the newly picked ones, or the German reason why they cannot be taken. */
export function addPhotos(current: readonly File[], picked: readonly File[]): { photos: File[]; error: string | null } {
  for (const file of picked) {
    if (!TYPES.has(file.type) || !EXTENSIONS.test(file.name)) return { photos: [...current], error: messages.refunds.photoType(file.name) };
    if (file.size > MAX_PHOTO_BYTES) return { photos: [...current], error: messages.refunds.photoSize(file.name) };
  }
  const photos = [...current, ...picked];
  if (photos.length > MAX_PHOTOS) return { photos: [...current], error: messages.refunds.photoCount };
  return { photos, error: null };
}

const List = styled(GridList)`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
  img {
    ${coverPicture}
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  span {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    overflow-wrap: anywhere;
  }
`;

/** A preview URL per file while the files are shown (none where the browser cannot make one). */
function usePreviews(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/** „Fotos“ of a refund request: a German file picker, the chosen photos with preview and „entfernen“. */
export function RefundPhotosField({
  id,
  photos,
  error,
  disabled,
  onChange,
}: {
  id: string;
  photos: readonly File[];
  error?: string;
  disabled?: boolean;
  onChange: (photos: File[], error: string | null) => void;
}) {
  const previews = usePreviews(photos);
  return (
    <FieldShell
      id={id}
      label={messages.refunds.photos}
      hint={messages.refunds.photosHint}
      error={error}
      hintId={`${id}-hint`}
      errorId={`${id}-error`}
    >
      <FilePicker
        id={id}
        accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
        multiple
        buttonText={messages.refunds.choosePhotos}
        status={photos.length > 0 ? messages.refunds.photosChosen(photos.length) : messages.refunds.noPhotos}
        describedBy={[`${id}-hint`, error ? `${id}-error` : '', `${id}-status`].filter(Boolean).join(' ')}
        invalid={Boolean(error)}
        disabled={disabled || photos.length >= MAX_PHOTOS}
        testId="refund-photos-input"
        onChange={(picked) => {
          if (picked.length === 0) return;
          const next = addPhotos(photos, picked);
          onChange(next.photos, next.error);
        }}
      />
      {photos.length > 0 ? (
        <List $min="8.5rem" aria-label={messages.refunds.photos}>
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`}>
              {previews[index] ? <img src={previews[index]} alt={messages.refunds.photoPreview(photo.name)} /> : null}
              <span>{photo.name}</span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={disabled}
                onClick={() =>
                  onChange(
                    photos.filter((_, other) => other !== index),
                    null,
                  )
                }
              >
                {messages.refunds.removePhoto(photo.name)}
              </Button>
            </li>
          ))}
        </List>
      ) : null}
    </FieldShell>
  );
}
