import styled from 'styled-components';
import { Button, formatDateTime, VisuallyHidden } from '@marktplatz/shared';
import type { ChatConversation } from '../types';
import { messages } from '../../../messages';
import { Avatar } from './Avatar';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The kit's button laid out as a list row (avatar, name and last message, time). */
const Entry = styled(Button).attrs({ variant: 'link' as const })<{ $active: boolean }>`
  display: grid;
  min-height: 0;
  justify-content: stretch;
  border-radius: 0;
  font-weight: inherit;
  line-height: inherit;
  text-decoration: none;
  transition: none;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  text-align: start;
  vertical-align: baseline;
  font: inherit;
  color: inherit;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:hover:not(:disabled) {
    text-decoration: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Text = styled.span`
  min-width: 0;
  strong,
  span {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Side = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Unread = styled.span`
  min-width: 1.4rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-align: center;
`;

function preview(conversation: ChatConversation, myId: number | null): string {
  const last = conversation.last_message;
  if (!last) return messages.list.noMessages;
  const text = last.message || (last.attachments.length ? messages.list.attachment : '');
  return last.sender_id === myId ? `${messages.list.you}${text}` : text;
}

export function ConversationList({
  conversations,
  activeId,
  myId,
  onOpen,
}: {
  conversations: ChatConversation[];
  activeId: number | null;
  myId: number | null;
  onOpen: (id: number) => void;
}) {
  return (
    <List aria-label={messages.list.label} data-testid="conversation-list">
      {conversations.map((conversation) => {
        const active = conversation.conversation_id === activeId;
        const status = conversation.user.online_status ? messages.list.online : messages.list.offline;
        return (
          <Item key={conversation.conversation_id}>
            <Entry
              type="button"
              $active={active}
              aria-current={active ? 'true' : undefined}
              onClick={() => onOpen(conversation.conversation_id)}
              data-testid={`conversation-${conversation.conversation_id}`}
            >
              <Avatar user={conversation.user} />
              <Text>
                <strong>
                  {conversation.user.name}
                  <VisuallyHidden>{` (${status})`}</VisuallyHidden>
                </strong>
                <span>{conversation.blocked ? messages.list.blocked : preview(conversation, myId)}</span>
              </Text>
              <Side>
                {conversation.last_message ? (
                  <time dateTime={conversation.last_message.created_at}>{formatDateTime(conversation.last_message.created_at)}</time>
                ) : null}
                {conversation.unread_count > 0 ? (
                  <Unread data-testid="unread-count" aria-label={messages.list.unread(conversation.unread_count)}>
                    {conversation.unread_count}
                  </Unread>
                ) : null}
              </Side>
            </Entry>
          </Item>
        );
      })}
    </List>
  );
}
