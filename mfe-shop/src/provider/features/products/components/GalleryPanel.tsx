import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, acceptAttribute, errorMessage, messages as sharedMessages, notify } from '@marktplatz/shared';
import { Actions, Alert, FilePicker, Muted, ProgressBar, SectionTitle } from '@marktplatz/shared/kit';
import { checkImages, IMAGES_PER_REQUEST } from '../../../components/imageChecks';
import { addImages } from '../api/addImages';
import { deleteImage } from '../api/deleteImage';
import type { GalleryImage, ProductBundle } from '../../../entities/product';
import { messages } from '../../../../messages/provider';

const t = messages.gallery;

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space.xs};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** Gallery of a product: upload several images with a real progress bar, delete one with confirmation. */
export function GalleryPanel({ product, onChanged }: { product: ProductBundle; onChanged: () => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<{ image: GalleryImage; n: number } | null>(null);
  const images = product.images;

  const choose = (chosen: File[]) => {
    setError(checkImages(chosen));
    setFiles(checkImages(chosen) ? [] : chosen);
    setProgress(null);
  };

  const upload = async () => {
    if (files.length === 0) return;
    setProgress(0);
    setError(null);
    try {
      for (let start = 0; start < files.length; start += IMAGES_PER_REQUEST) {
        const batch = files.slice(start, start + IMAGES_PER_REQUEST);
        const done = start;
        await addImages(product.id, batch, (percent) =>
          setProgress(Math.round(((done + (percent / 100) * batch.length) / files.length) * 100)),
        );
      }
      notify.success(t.uploaded);
      setFiles([]);
      if (inputRef.current) inputRef.current.value = '';
      onChanged();
    } catch (reason) {
      setError(errorMessage(reason));
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteImage(toDelete.image.id);
      notify.success(t.deleted);
      onChanged();
    } catch (reason) {
      notify.error(errorMessage(reason));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <SectionTitle id={`${inputId}-heading`}>{t.heading}</SectionTitle>
      <Muted>{t.intro}</Muted>
      {images.length === 0 ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <Grid data-testid="gallery">
          {images.map((image, index) => (
            <li key={image.id}>
              <img src={image.image} alt={t.imageAlt(index + 1)} loading="lazy" />
              <Button variant="danger" onClick={() => setToDelete({ image, n: index + 1 })} aria-label={t.delete(index + 1)}>
                {sharedMessages.delete}
              </Button>
            </li>
          ))}
        </Grid>
      )}
      <FilePicker
        id={inputId}
        inputRef={inputRef}
        multiple
        accept={acceptAttribute(['images'])}
        buttonText={t.choose}
        status={files.length > 0 ? t.chosen(files.length) : t.none}
        describedBy={`${inputId}-status`}
        testId="gallery-input"
        onChange={choose}
      />
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {progress !== null ? <ProgressBar value={progress} label={t.progress} testId="gallery-progress" /> : null}
      <Actions>
        <Button onClick={() => void upload()} disabled={files.length === 0} loading={progress !== null}>
          {t.upload}
        </Button>
      </Actions>
      <ConfirmDialog open={toDelete !== null} title={t.deleteTitle} onCancel={() => setToDelete(null)} onConfirm={remove}>
        <p>{t.deleteText}</p>
      </ConfirmDialog>
    </section>
  );
}
