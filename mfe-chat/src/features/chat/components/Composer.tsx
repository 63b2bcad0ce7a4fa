import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, firstFieldErrors, VisuallyHidden } from '@marktplatz/shared';
import { uploadAttachment } from '../api/uploadAttachment';
import type { ChatAttachment } from '../types';
import { messages } from '../../../messages';

export const MAX_LENGTH = 2000;
const ACCEPT = '.png,.jpg,.jpeg,.mp3,.wav,.ogg,.m4a,.mp4,.webm,.mov,.pdf,.doc,.docx,.xls,.xlsx,.odt';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-end;
  textarea {
    flex: 1;
    min-width: 0;
    min-height: 2.75rem;
    max-height: 8rem;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }
`;

const Clip = styled.svg`
  vertical-align: middle;
`;

/** The paper clip (an SVG: emoji fonts are not everywhere); the button's label names it. */
function PaperClip() {
  return (
    <Clip viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.5 6v11.5a4 4 0 0 1-8 0V5a2.5 2.5 0 0 1 5 0v10.5a1 1 0 0 1-2 0V6H10v9.5a2.5 2.5 0 0 0 5 0V5a4 4 0 0 0-8 0v12.5a5.5 5.5 0 0 0 11 0V6h-1.5Z"
      />
    </Clip>
  );
}

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Pending = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * The message input: Enter sends, Shift+Enter adds a line; files upload first and go with the next message. On
 * any refusal (empty, too long, rate limit) the draft stays in the input and the German reason shows under it.
 */
export function Composer({
  onSend,
  onTyping,
  disabled,
  id,
}: {
  onSend: (text: string, attachmentIds: number[]) => Promise<void>;
  onTyping: () => void;
  disabled?: boolean;
  id: string;
}) {
  const [draft, setDraft] = useState('');
  const [files, setFiles] = useState<ChatAttachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const text = draft.trim();
    if (!text && files.length === 0) return setError(messages.composer.empty);
    if (text.length > MAX_LENGTH) return setError(messages.composer.tooLong);
    setBusy(true);
    setError(null);
    try {
      await onSend(
        text,
        files.map((file) => file.id),
      );
      setDraft('');
      setFiles([]);
    } catch (failure) {
      const byField = firstFieldErrors(failure);
      setError(byField.message ?? byField.attachment_ids ?? errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const attach = async (list: FileList | null) => {
    const file = list?.[0];
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const uploaded = await uploadAttachment(file);
      setFiles((current) => [...current, uploaded]);
    } catch (failure) {
      setError(firstFieldErrors(failure).file ?? errorMessage(failure));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const errorId = `${id}-error`;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={messages.composer.label} data-testid="composer">
      {files.length ? (
        <Pending>
          {files.map((file) => (
            <li key={file.id}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setFiles((current) => current.filter((entry) => entry.id !== file.id))}
                aria-label={messages.composer.remove(file.file_name)}
              >
                <PaperClip /> {file.file_name} ×
              </Button>
            </li>
          ))}
        </Pending>
      ) : null}
      <Row>
        <VisuallyHidden as="label" htmlFor={id}>
          {messages.composer.label}
        </VisuallyHidden>
        <textarea
          id={id}
          rows={1}
          value={draft}
          disabled={disabled}
          placeholder={messages.composer.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
            if (event.target.value) onTyping();
          }}
          onKeyDown={onKeyDown}
          data-testid="composer-input"
        />
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => void attach(event.target.files)}
          data-testid="composer-file"
        />
        <Button
          variant="secondary"
          onClick={() => fileInput.current?.click()}
          disabled={disabled || uploading}
          loading={uploading}
          aria-label={messages.composer.attach}
          title={messages.composer.attach}
        >
          <PaperClip />
        </Button>
        <Button type="submit" disabled={disabled} loading={busy} data-testid="composer-send">
          {messages.composer.send}
        </Button>
      </Row>
      {error ? (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      ) : (
        <Small id={`${id}-hint`}>
          {messages.composer.hint} {draft.length > MAX_LENGTH - 200 ? messages.composer.counter(draft.length) : null}
        </Small>
      )}
    </Form>
  );
}
