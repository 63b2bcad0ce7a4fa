import { useRef, useState, type KeyboardEvent } from 'react';
import { FORM_ERROR, type FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, errorMessage, firstFieldErrors, InlineList, toSubmissionErrors, VisuallyHidden } from '@marktplatz/shared';
import { FormRefusal } from '@marktplatz/shared/kit';
import { uploadAttachment } from '../api/uploadAttachment';
import type { ChatAttachment } from '../types';
import { messages } from '../../../messages';

export const MAX_LENGTH = 2000;
const ACCEPT = '.png,.jpg,.jpeg,.mp3,.wav,.ogg,.m4a,.mp4,.webm,.mov,.pdf,.doc,.docx,.xls,.xlsx,.odt';

const ComposerForm = styled.form`
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

/** The composer's form: the text as typed and the attachments already uploaded. */
interface ComposerValues {
  message?: string;
  files?: ChatAttachment[];
}

/**
 * The message input: Enter sends, Shift+Enter adds a line; files upload first and go with the next message. On
 * any refusal (empty, too long, rate limit) the draft stays in the input and the German reason shows under it;
 * the reason goes once the draft is changed.
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
  // An upload is no submission of the form: its refusal is kept beside the form's own.
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (values: ComposerValues, form: FormApi<ComposerValues>) => {
    setUploadError(null);
    const text = (values.message ?? '').trim();
    const files = values.files ?? [];
    // Checked on sending only, not while typing: the reason shows under the input, the draft stays.
    if (!text && files.length === 0) return { [FORM_ERROR]: messages.composer.empty };
    if (text.length > MAX_LENGTH) return { [FORM_ERROR]: messages.composer.tooLong };
    try {
      await onSend(
        text,
        files.map((file) => file.id),
      );
      form.reset();
      return undefined;
    } catch (failure) {
      const byField = firstFieldErrors(failure);
      return { ...toSubmissionErrors(failure), [FORM_ERROR]: byField.message ?? byField.attachment_ids ?? errorMessage(failure) };
    }
  };

  const attach = async (list: FileList | null, form: FormApi<ComposerValues>) => {
    const file = list?.[0];
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadAttachment(file);
      form.change('files', [...(form.getState().values.files ?? []), uploaded]);
    } catch (failure) {
      setUploadError(firstFieldErrors(failure).file ?? errorMessage(failure));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const errorId = `${id}-error`;
  return (
    <Form<ComposerValues>
      onSubmit={submit}
      subscription={{ submitting: true, submitError: true, modifiedSinceLastSubmit: true, values: true }}
    >
      {({ handleSubmit, form, submitting, submitError, modifiedSinceLastSubmit, values }) => {
        // A refusal of the last send stays until the draft or the attachments change (or an upload starts).
        const sendError = !modifiedSinceLastSubmit && !uploading && typeof submitError === 'string' ? submitError : null;
        const error = uploadError ?? sendError;
        const length = values.message?.length ?? 0;
        const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void form.submit();
          }
        };
        return (
          <ComposerForm onSubmit={(event) => void handleSubmit(event)} aria-label={messages.composer.label} data-testid="composer">
            <Field<ChatAttachment[]> name="files" subscription={{ value: true }}>
              {({ input }) =>
                input.value?.length ? (
                  <InlineList>
                    {input.value.map((file) => (
                      <li key={file.id}>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => input.onChange(input.value.filter((entry) => entry.id !== file.id))}
                          aria-label={messages.composer.remove(file.file_name)}
                        >
                          <PaperClip /> {file.file_name} ×
                        </Button>
                      </li>
                    ))}
                  </InlineList>
                ) : null
              }
            </Field>
            <Row>
              <VisuallyHidden as="label" htmlFor={id}>
                {messages.composer.label}
              </VisuallyHidden>
              <Field<string> name="message" subscription={{ value: true }}>
                {({ input }) => (
                  <textarea
                    {...input}
                    id={id}
                    rows={1}
                    value={input.value ?? ''}
                    disabled={disabled}
                    placeholder={messages.composer.placeholder}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : `${id}-hint`}
                    onChange={(event) => {
                      input.onChange(event);
                      setUploadError(null);
                      if (event.target.value) onTyping();
                    }}
                    onKeyDown={onKeyDown}
                    data-testid="composer-input"
                  />
                )}
              </Field>
              <input
                ref={fileInput}
                type="file"
                accept={ACCEPT}
                hidden
                onChange={(event) => void attach(event.target.files, form)}
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
              <Button type="submit" disabled={disabled} loading={submitting} data-testid="composer-send">
                {messages.composer.send}
              </Button>
            </Row>
            {error ? (
              <div id={errorId}>
                <FormRefusal error={error} />
              </div>
            ) : (
              <Small id={`${id}-hint`}>
                {messages.composer.hint} {length > MAX_LENGTH - 200 ? messages.composer.counter(length) : null}
              </Small>
            )}
          </ComposerForm>
        );
      }}
    </Form>
  );
}
