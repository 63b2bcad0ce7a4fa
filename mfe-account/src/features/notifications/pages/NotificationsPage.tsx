import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  EmptyState,
  errorMessage,
  formatDateTime,
  notify,
  Stack,
  useFetch,
  usePageTitle,
  VisuallyHidden,
} from '@marktplatz/shared';
import { ListPagination, LoadState } from '@marktplatz/shared/kit';
import { allNotifications } from '../api/allNotifications';
import { markAllAsRead } from '../api/markAllAsRead';
import { readNotification } from '../api/readNotification';
import { NotificationSettings } from '../components/NotificationSettings';
import { notifyBell } from '../components/bellEvents';
import { AccountLayout } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    justify-content: space-between;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li[data-unread='true'] h3::before {
    content: '';
    display: inline-block;
    width: 0.6rem;
    height: 0.6rem;
    margin-inline-end: ${({ theme }) => theme.space.xs};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  /* The title is the link to what the notification is about; its hit area covers the entry's text. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  > li > div {
    position: relative;
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

/** `/account/notifications`: the full list (10 per page), read one or all, and the settings. */
export default function NotificationsPage() {
  usePageTitle(messages.notifications.title);
  const [page, setPage] = useState(1);
  const list = useFetch((signal) => allNotifications(page, signal), [page]);

  const act = async (action: () => Promise<void>, done?: string) => {
    try {
      await action();
      if (done) notify.success(done);
      list.reload();
      notifyBell();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const hasUnread = (list.data?.data ?? []).some((entry) => !entry.read_at);
  return (
    <AccountLayout
      title={messages.notifications.title}
      actions={
        <Button
          type="button"
          variant="secondary"
          disabled={!hasUnread}
          onClick={() => void act(markAllAsRead, messages.notifications.markedAll)}
        >
          {messages.notifications.markAll}
        </Button>
      }
    >
      <Stack $gap="lg">
        <Card aria-labelledby="notification-list-title">
          <h2 id="notification-list-title">{messages.notifications.list}</h2>
          <LoadState state={list}>
            {(answer) =>
              answer.data.length === 0 ? (
                <EmptyState title={messages.notifications.empty} />
              ) : (
                <>
                  <List data-testid="notification-list">
                    {answer.data.map((entry) => (
                      <li key={entry.id} data-unread={entry.read_at ? 'false' : 'true'}>
                        <div>
                          <h3>
                            <Link
                              to={entry.link}
                              onClick={() => {
                                if (!entry.read_at) void act(() => readNotification(entry.id));
                              }}
                            >
                              {entry.title}
                            </Link>
                            <VisuallyHidden>
                              {' '}
                              ({entry.read_at ? messages.notifications.read : messages.notifications.unread})
                            </VisuallyHidden>
                          </h3>
                          <p>{entry.body}</p>
                          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                        </div>
                        {!entry.read_at ? (
                          <Button type="button" size="sm" variant="secondary" onClick={() => void act(() => readNotification(entry.id))}>
                            {messages.notifications.markRead}
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </List>
                  <ListPagination meta={answer.meta} onPageChange={setPage} />
                </>
              )
            }
          </LoadState>
        </Card>
        <Card aria-labelledby="notification-settings-title">
          <h2 id="notification-settings-title">{messages.notifications.settings}</h2>
          <NotificationSettings />
        </Card>
      </Stack>
    </AccountLayout>
  );
}
