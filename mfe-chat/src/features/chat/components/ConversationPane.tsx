import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, Dialog, ErrorState, Spinner, Textarea, errorMessage, firstFieldErrors, notify } from '@marktplatz/shared';
import { reportConversation } from '../api/reportConversation';
import { setBlocked } from '../api/setBlocked';
import type { ChatUser } from '../types';
import type { ChatModel } from '../hooks/useChat';
import { messages } from '../../../messages';
import { Avatar } from './Avatar';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Who = styled.div`
  flex: 1;
  min-width: 8rem;
  h2 {
    overflow-wrap: anywhere;
  }
`;

const Log = styled.div`
  flex: 1;
  min-height: 12rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export function ConversationPane({
  model,
  myId,
  draftPartner,
  onBack,
  onCreated,
  idPrefix,
}: {
  model: ChatModel;
  myId: number | null;
  /** A person to start a conversation with (`?with=`), when none exists yet. */
  draftPartner: ChatUser | null;
  onBack?: () => void;
  onCreated: (conversationId: number) => void;
  idPrefix: string;
}) {
  const { thread } = model;
  const partner = thread?.user ?? draftPartner;
  const log = useRef<HTMLDivElement>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [reportError, setReportError] = useState<string | null>(null);
  const lastId = thread?.messages.at(-1)?.message_id;

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId, thread?.conversation_id]);

  if (model.threadLoading && !thread && !draftPartner) return <Spinner block />;
  if (model.threadError !== undefined && !thread) return <ErrorState error={model.threadError} onRetry={model.reloadThread} />;
  if (!partner) return <Note>{messages.pane.choose}</Note>;

  const titleId = `${idPrefix}-title`;
  const blocked = thread?.blocked ?? false;
  const status = partner.online_status ? messages.list.online : messages.list.offline;

  return (
    <Pane aria-labelledby={titleId} data-testid="conversation-pane">
      <Header>
        {onBack ? (
          <Button variant="secondary" size="sm" onClick={onBack} aria-label={messages.pane.back} data-back="">
            ←
          </Button>
        ) : null}
        <Avatar user={partner} />
        <Who>
          <h2 id={titleId}>{partner.name}</h2>
          <p aria-live="polite" data-testid="partner-status">
            {model.partnerTyping ? <em data-testid="typing-indicator">{messages.pane.typing}</em> : status}
          </p>
        </Who>
        {thread ? (
          <Actions>
            {!thread.blocked || thread.blocked_by_me ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  thread.blocked_by_me
                    ? void setBlocked(thread.conversation_id, false).then(model.reloadThread, (error: unknown) =>
                        notify.error(errorMessage(error)),
                      )
                    : setConfirmBlock(true)
                }
              >
                {thread.blocked_by_me ? messages.pane.unblock : messages.pane.block}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" onClick={() => setReporting(true)}>
              {messages.pane.report}
            </Button>
          </Actions>
        ) : null}
      </Header>
      {model.connection === 'polling' ? <Note role="status">{messages.pane.polling}</Note> : null}
      <Log ref={log} role="log" aria-label={messages.pane.messagesLabel(partner.name)} tabIndex={0}>
        {thread?.has_more ? (
          <Button variant="link" size="sm" onClick={() => void model.loadOlder()}>
            {messages.pane.loadOlder}
          </Button>
        ) : null}
        {thread ? (
          <ol>
            {thread.messages.map((message) => (
              <MessageItem
                key={message.message_id}
                message={message}
                mine={message.sender_id === myId}
                read={message.sender_id === myId && message.message_id <= thread.partner_last_read_id && message.message_id === lastId}
                onEdit={model.edit}
              />
            ))}
          </ol>
        ) : (
          <Note>
            <strong>{messages.pane.newConversation}.</strong> {messages.pane.newConversationText}
          </Note>
        )}
      </Log>
      {blocked ? <Note role="status">{thread?.blocked_by_me ? messages.pane.blockedByMe : messages.pane.blockedByOther}</Note> : null}
      <Composer
        id={`${idPrefix}-input`}
        disabled={blocked}
        onTyping={model.typing}
        onSend={async (text, attachmentIds) => {
          const sent = await model.send({ message: text, attachmentIds, ...(thread ? {} : { receiverId: partner.id }) });
          if (!thread) onCreated(sent.conversation_id);
        }}
      />
      <ConfirmDialog
        open={confirmBlock}
        title={messages.pane.blockTitle}
        confirmLabel={messages.pane.block}
        onCancel={() => setConfirmBlock(false)}
        onConfirm={async () => {
          if (!thread) return;
          try {
            await setBlocked(thread.conversation_id, true);
            model.reloadThread();
          } catch (error) {
            notify.error(errorMessage(error));
          }
          setConfirmBlock(false);
        }}
      >
        {messages.pane.blockText}
      </ConfirmDialog>
      <Dialog
        open={reporting}
        onClose={() => setReporting(false)}
        title={messages.pane.reportTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setReporting(false)}>
              {messages.pane.cancel}
            </Button>
            <Button
              onClick={async () => {
                if (!thread) return;
                try {
                  notify.success((await reportConversation(thread.conversation_id, reason)) ?? messages.pane.report);
                  setReporting(false);
                  setReason('');
                  setReportError(null);
                } catch (error) {
                  setReportError(firstFieldErrors(error).reason ?? errorMessage(error));
                }
              }}
            >
              {messages.pane.reportSend}
            </Button>
          </>
        }
      >
        <label htmlFor={`${idPrefix}-reason`}>{messages.pane.reportReason}</label>
        <Textarea id={`${idPrefix}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={1000} />
        {reportError ? <p role="alert">{reportError}</p> : null}
      </Dialog>
    </Pane>
  );
}
