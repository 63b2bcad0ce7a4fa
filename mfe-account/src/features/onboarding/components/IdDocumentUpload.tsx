import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, firstFieldErrors, formatDateTime, notify } from '@marktplatz/shared';
import { Actions, FilePicker, Muted, ProgressBar } from '@marktplatz/shared/kit';
import { uploadIdDocument, type Onboarding } from '../api/onboarding';
import { messages } from '../../../messages';

export const ID_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const ALLOWED = ['pdf', 'png', 'jpg', 'jpeg'];
const text = messages.onboarding;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  .title {
    margin: 0;
    font-weight: 600;
  }
`;

/** The legal representative's ID document: choose, upload with a progress bar; a refusal stays on the screen. */
export function IdDocumentUpload({ current, onUploaded }: { current: Onboarding['id_document']; onUploaded: (info: Onboarding) => void }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | undefined) => {
    setError(null);
    setProgress(null);
    setFile(null);
    if (!chosen) return;
    const extension = chosen.name.split('.').pop()?.toLowerCase() ?? '';
    if (!ALLOWED.includes(extension)) return setError(text.idDocumentType);
    if (chosen.size > ID_DOCUMENT_MAX_BYTES) return setError(text.idDocumentTooLarge);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setProgress(0);
    try {
      const info = await uploadIdDocument(file, setProgress);
      notify.success(text.idDocumentDone);
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      onUploaded(info);
    } catch (reason) {
      setError(firstFieldErrors(reason).file ?? errorMessage(reason));
      setProgress(null);
    }
  };

  return (
    <Box>
      <p className="title">{text.idDocument}</p>
      <Muted id={hintId}>{text.idDocumentHint}</Muted>
      {current ? (
        <p data-testid="id-document-current">{text.idDocumentCurrent(current.file_name, formatDateTime(current.uploaded_at))}</p>
      ) : null}
      <FilePicker
        id={inputId}
        label={text.idDocument}
        inputRef={inputRef}
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        status={file?.name ?? null}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        invalid={Boolean(error)}
        onChange={(files) => choose(files[0])}
      />
      {error ? (
        <p id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {progress !== null ? <ProgressBar value={progress} label={text.idDocumentProgress} testId="id-document-progress" /> : null}
      <Actions>
        <Button type="button" onClick={() => void upload()} disabled={!file} loading={progress !== null && progress < 100}>
          {text.idDocumentUpload}
        </Button>
      </Actions>
    </Box>
  );
}
