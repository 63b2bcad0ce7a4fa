import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, errorMessage, formatDateTime, formatGermanNumber } from '@marktplatz/shared';
import { FormRefusal } from '@marktplatz/shared/kit';
import type { ChatMessage } from '../types';
import { linkify } from '../../../lib/linkify';
import { messages } from '../../../messages';

/** Own messages can be edited this long (the server checks too). */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  margin: ${({ theme }) => theme.space.xs} 0;
`;

const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(80%, 36rem);
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceAlt)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  opacity: 0.9;
  button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const Files = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  img {
    display: block;
    max-width: 100%;
    max-height: 14rem;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const EditLabel = styled.label`
  display: block;
`;

const EditArea = styled.textarea`
  width: 100%;
  min-height: 4rem;
  font: inherit;
`;

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${formatGermanNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

export function MessageItem({
  message,
  mine,
  read,
  onEdit,
  now = Date.now(),
}: {
  message: ChatMessage;
  mine: boolean;
  read: boolean;
  onEdit: (messageId: number, text: string) => Promise<void>;
  now?: number;
}) {
  const [editing, setEditing] = useState(false);
  // Only the text can be edited: a message that is only a picture or a file has nothing to edit.
  const editable = mine && message.message.trim() !== '' && now - new Date(message.created_at).getTime() < EDIT_WINDOW_MS;

  const save = async ({ message: text }: { message?: string }) => {
    try {
      await onEdit(message.message_id, text ?? '');
      setEditing(false);
      return undefined;
    } catch (failure) {
      return { [FORM_ERROR]: errorMessage(failure) };
    }
  };

  return (
    <Row $mine={mine} data-testid="chat-message" data-message-id={message.message_id}>
      <Bubble $mine={mine}>
        {editing ? (
          // A new edit starts from the message as it is; „Abbrechen“ drops the draft with the form.
          <Form<{ message?: string }> onSubmit={save} initialValues={{ message: message.message }}>
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={(event) => void handleSubmit(event)}>
                <EditLabel htmlFor={`edit-${message.message_id}`}>{messages.pane.editLabel}</EditLabel>
                <Field<string> name="message">
                  {({ input }) => <EditArea {...input} value={input.value ?? ''} id={`edit-${message.message_id}`} maxLength={2000} />}
                </Field>
                <FormRefusal error={submitError} />
                <Button type="submit" size="sm" loading={submitting}>
                  {messages.pane.save}
                </Button>{' '}
                <Button size="sm" variant="secondary" onClick={() => setEditing(false)}>
                  {messages.pane.cancel}
                </Button>
              </form>
            )}
          </Form>
        ) : (
          <>
            {message.message ? <div data-testid="message-text">{linkify(message.message)}</div> : null}
            {message.attachments.length ? (
              <Files>
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    {file.kind === 'image' ? (
                      <a href={file.url} target="_blank" rel="noopener noreferrer">
                        <img src={file.url} alt={file.file_name} data-testid="attachment-image" />
                      </a>
                    ) : (
                      <a href={file.url} target="_blank" rel="noopener noreferrer" download={file.file_name}>
                        {file.file_name} ({size(file.size)})
                      </a>
                    )}
                  </li>
                ))}
              </Files>
            ) : null}
          </>
        )}
        <Meta>
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          {message.is_edited ? <span data-testid="message-edited">· {messages.pane.edited}</span> : null}
          {mine && read ? <span>· {messages.pane.read}</span> : null}
          {editable && !editing ? (
            <button type="button" onClick={() => setEditing(true)} aria-label={`${messages.pane.edit}: ${message.message.slice(0, 40)}`}>
              {messages.pane.edit}
            </button>
          ) : null}
        </Meta>
      </Bubble>
    </Row>
  );
}
