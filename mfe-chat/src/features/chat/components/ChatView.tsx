import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, Spinner, errorMessage } from '@marktplatz/shared';
import { searchUsers } from '../api/searchUsers';
import type { ChatUser } from '../types';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import { messages } from '../../../messages';
import { useChat } from '../hooks/useChat';

const Layout = styled.div<{ $compact: boolean; $showPane: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  height: ${({ $compact }) => ($compact ? '30rem' : 'min(75vh, 48rem)')};
  min-height: 22rem;
  border: ${({ $compact, theme }) => ($compact ? '0' : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  & > [data-part='list'] {
    display: ${({ $showPane }) => ($showPane ? 'none' : 'block')};
    overflow-y: auto;
  }
  & > [data-part='pane'] {
    display: ${({ $showPane }) => ($showPane ? 'flex' : 'none')};
    flex-direction: column;
    min-height: 0;
    min-width: 0;
  }
  ${({ $compact }) =>
    $compact
      ? `
  @media (max-width: 599px) {
    flex: 1 1 auto;
    height: auto;
    min-height: 0;
    border-radius: 0;
  }`
      : ''}
  ${({ $compact, theme }) =>
    $compact
      ? ''
      : `
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
    & > [data-part='list'] {
      display: block;
      border-inline-end: 1px solid ${theme.colors.border};
    }
    & > [data-part='pane'] {
      display: flex;
    }
    [data-back] {
      display: none;
    }
  }`}
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The chat with its list and one conversation: side by side from 1024 px on the page, one at a time below and in
 * the floating window. `withUserId` opens the conversation with that person or starts a new one.
 */
export function ChatView({
  compact,
  activeId,
  onOpen,
  withUserId,
  myId,
  onUnread,
}: {
  compact: boolean;
  activeId: number | null;
  onOpen: (conversationId: number | null, options?: { replace?: boolean }) => void;
  withUserId?: number | null;
  myId: number | null;
  onUnread?: (count: number) => void;
}) {
  const model = useChat({ enabled: true, activeId, myId });
  const [draftPartner, setDraftPartner] = useState<ChatUser | null>(null);
  const [withError, setWithError] = useState<string | null>(null);
  const { conversations } = model;

  useEffect(() => {
    onUnread?.(model.unread);
  }, [model.unread, onUnread]);

  // `?with=<user_id>`: the existing conversation, or a new one when one may write to that person.
  useEffect(() => {
    if (!withUserId || !conversations) return undefined;
    const existing = conversations.find((row) => row.user.id === withUserId);
    if (existing) {
      setDraftPartner(null);
      if (existing.conversation_id !== activeId) onOpen(existing.conversation_id, { replace: true });
      return undefined;
    }
    const controller = new AbortController();
    searchUsers({ id: withUserId }, controller.signal).then(
      (found) => {
        const person = found[0];
        if (person) {
          setDraftPartner(person);
          setWithError(null);
        } else setWithError(messages.pane.notAllowed);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setWithError(errorMessage(error));
      },
    );
    return () => controller.abort();
  }, [withUserId, conversations, activeId, onOpen]);

  const showPane = activeId !== null || draftPartner !== null;
  const prefix = compact ? 'chat-window' : 'chat-page';

  let list;
  if (conversations === undefined && model.listError === undefined) list = <Spinner block />;
  else if (conversations === undefined) list = <ErrorState error={model.listError} onRetry={() => void model.reloadList()} />;
  else if (conversations.length === 0) list = <EmptyState title={messages.list.empty}>{messages.list.emptyText}</EmptyState>;
  else
    list = (
      <ConversationList
        conversations={conversations}
        activeId={activeId}
        myId={myId}
        onOpen={(id) => {
          setDraftPartner(null);
          onOpen(id);
        }}
      />
    );

  return (
    <>
      {withError ? <Notice role="alert">{withError}</Notice> : null}
      <Layout $compact={compact} $showPane={showPane} data-testid="chat-layout">
        <div data-part="list">{list}</div>
        <div data-part="pane">
          <ConversationPane
            model={model}
            myId={myId}
            draftPartner={activeId === null ? draftPartner : null}
            idPrefix={prefix}
            onBack={() => {
              setDraftPartner(null);
              onOpen(null);
            }}
            onCreated={(id) => {
              setDraftPartner(null);
              onOpen(id, { replace: true });
            }}
          />
        </div>
      </Layout>
    </>
  );
}
