import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime, IconBadgeButton, loginPathFor, useAuth, VisuallyHidden } from '@marktplatz/shared';
import { latestNotifications, notifyBell, onBellRefresh, readNotification, type LatestNotifications } from './features/notifications';
import { messages } from './messages';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: 50;
  width: min(22rem, calc(100vw - 1rem));
  max-height: calc(100vh - 88px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  /* On a phone the bell sits mid-row: the panel spans the screen under the header instead of hanging off its left edge. */
  @media (max-width: 599px) {
    position: fixed;
    top: 72px;
    inset-inline: ${({ theme }) => theme.space.xs};
    width: auto;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding: 0;
  }
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* Each notification is a link to what it is about: the whole entry is the target (44 px and more). */
  li > a {
    display: block;
    min-height: 44px;
    padding: ${({ theme }) => theme.space.xs};
    margin-inline: calc(-1 * ${({ theme }) => theme.space.xs});
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    text-decoration: none;
  }
  li > a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  li > a:hover strong {
    text-decoration: underline;
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  li[data-unread='true'] strong::before {
    content: '● ';
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Unread count of a `latestNotifications` answer (`unread_count`, else the entries without `read_at`); null when unknown. */
export function countUnread(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Partial<LatestNotifications>;
  if (typeof record.unread_count === 'number') return record.unread_count;
  if (Array.isArray(record.notifications)) return record.notifications.filter((entry) => !entry?.read_at).length;
  return null;
}

/** Frame widget: the bell with the unread count and a panel with the newest notifications. */
export default function NotificationBell() {
  const { authenticated } = useAuth();
  const navigate = useNavigate();
  const panelId = useId();
  const [latest, setLatest] = useState<LatestNotifications | null>(null);
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    if (!authenticated) return () => undefined;
    let active = true;
    latestNotifications().then(
      (answer) => active && setLatest(answer),
      () => active && setLatest(null),
    );
    return () => {
      active = false;
    };
  }, [authenticated]);

  useEffect(() => {
    setLatest(null);
    setOpen(false);
    return load();
  }, [load]);
  useEffect(() => onBellRefresh(() => void load()), [load]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const unread = countUnread(latest);
  const label = unread ? messages.bell.labelWithUnread(unread) : messages.bell.label;
  return (
    <Wrap ref={wrapRef}>
      <IconBadgeButton
        ref={buttonRef}
        icon={
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
            />
          </svg>
        }
        label={label}
        count={unread}
        tone="danger"
        badgeTestId="notification-badge"
        aria-expanded={authenticated ? open : undefined}
        aria-controls={authenticated && open ? panelId : undefined}
        onClick={() => {
          if (!authenticated) {
            navigate(loginPathFor({ pathname: '/account/notifications' }));
            return;
          }
          if (!open) load();
          setOpen(!open);
        }}
        data-testid="notification-bell"
      />
      {open ? (
        <Panel id={panelId} role="region" aria-label={messages.bell.latest} data-testid="notification-panel">
          <h2>{messages.bell.latest}</h2>
          {latest && latest.notifications.length > 0 ? (
            <ul>
              {latest.notifications.map((entry) => (
                <li key={entry.id} data-unread={entry.read_at ? 'false' : 'true'}>
                  <Link
                    to={entry.link}
                    data-testid="notification-link"
                    onClick={() => {
                      setOpen(false);
                      // Opening it reads it: the count drops once the answer is in.
                      if (!entry.read_at) void readNotification(entry.id).then(notifyBell, () => undefined);
                    }}
                  >
                    <strong>{entry.title}</strong>
                    {entry.read_at ? null : <VisuallyHidden> ({messages.notifications.unread})</VisuallyHidden>}
                    <p>{entry.body}</p>
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{messages.bell.none}</p>
          )}
          <Link to="/account/notifications" onClick={() => setOpen(false)}>
            {messages.bell.all}
          </Link>
        </Panel>
      ) : null}
    </Wrap>
  );
}
