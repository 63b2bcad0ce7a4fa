import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { httpApi, useAuth } from '@marktplatz/shared';
import { messages } from './messages';

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  svg {
    width: 24px;
    height: 24px;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-end: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: 12px;
  line-height: 18px;
  text-align: center;
`;

interface NotificationItem {
  read_at?: string | null;
}

/** Unread notifications in the answer of `GET api/latestNotifications` (those without `read_at`). */
export function countUnread(body: unknown): number | null {
  const list = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return null;
  return (list as NotificationItem[]).filter((item) => !item?.read_at).length;
}

/** Frame widget: the bell with the unread count of the logged-in user; no badge while the count is unknown. */
export default function NotificationBell() {
  const { authenticated } = useAuth();
  const navigate = useNavigate();
  const [unread, setUnread] = useState<number | null>(null);

  useEffect(() => {
    setUnread(null);
    if (!authenticated) return undefined;
    let active = true;
    httpApi
      .get('latestNotifications')
      .then((response) => {
        if (active) setUnread(countUnread(response.data));
      })
      .catch(() => {
        if (active) setUnread(null);
      });
    return () => {
      active = false;
    };
  }, [authenticated]);

  const label = unread ? messages.bell.labelWithUnread(unread) : messages.bell.label;
  return (
    <BellButton type="button" aria-label={label} onClick={() => navigate('/account/notifications')} data-testid="notification-bell">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread ? <Badge aria-hidden="true">{unread}</Badge> : null}
    </BellButton>
  );
}
