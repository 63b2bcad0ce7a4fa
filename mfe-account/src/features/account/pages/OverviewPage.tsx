import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  Spinner,
  formatCents,
  formatDate,
  formatDateTime,
  isReachable,
  LinkCardGrid,
  messages as sharedMessages,
  useAuth,
  useFetch,
} from '@marktplatz/shared';
import { Badge, LoadState, Muted } from '@marktplatz/shared/kit';
import { ACCOUNT_LINKS, AccountLayout, linkVisible } from '../../../lib/AccountLayout';
import { messages } from '../../../messages';
import { latestNotifications } from '../../notifications';
import { recentOrders } from '../api/recentOrders';

const Grid = styled(LinkCardGrid)`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  > li > * {
    height: 100%;
  }
`;
const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding: 0;
  }
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  li[data-unread='true'] strong::before {
    content: '● ';
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The kit's status badge, set off from the text before it. */
const Status = styled(Badge).attrs({ $outline: true })`
  margin-inline-start: ${({ theme }) => theme.space.xs};
`;

const CARD_TEXT: Record<string, string> = {
  '/account/profile': messages.overview.cards.profile,
  '/account/security': messages.overview.cards.security,
  '/account/addresses': messages.overview.cards.addresses,
  '/account/notifications': messages.overview.cards.notifications,
  '/account/newsletter': messages.overview.cards.newsletter,
  '/account/delete': messages.overview.cards.delete,
};

/** The customer's three newest orders, each leading to its detail page; an empty list points to the shop. */
function RecentOrders() {
  const text = messages.overview;
  const state = useFetch((signal) => recentOrders(signal), []);
  const ordersReachable = isReachable('/orders');
  return (
    <Card aria-labelledby="recent-orders" data-testid="recent-orders">
      <h2 id="recent-orders">{text.recentOrders}</h2>
      <LoadState
        state={state}
        skeleton={<Spinner />}
        isEmpty={(data) => data.orders.length === 0}
        empty={
          <>
            <Muted>{text.noOrders}</Muted>
            <Link to="/shop">{text.toShop}</Link>
          </>
        }
      >
        {(data) => (
          <>
            <ul>
              {data.orders.map((order) => (
                <li key={order.order_number}>
                  <strong>
                    {ordersReachable ? <Link to={`/orders/${order.order_number}`}>{order.order_number}</Link> : order.order_number}
                  </strong>
                  <Status>{order.order_status_text}</Status>
                  <p>{text.orderLine(formatDate(order.order_date), formatCents(order.order_amount_cents))}</p>
                  <p>{order.product_names}</p>
                </li>
              ))}
            </ul>
            {ordersReachable ? <Link to="/orders">{text.allOrders}</Link> : null}
          </>
        )}
      </LoadState>
    </Card>
  );
}

/** The newest notifications with the unread count. */
function RecentNotifications() {
  const text = messages.overview;
  const state = useFetch((signal) => latestNotifications(signal), []);
  return (
    <Card aria-labelledby="recent-notifications" data-testid="recent-notifications">
      <h2 id="recent-notifications">
        {text.latestNotifications}
        {state.data && state.data.unread_count > 0 ? <Status>{text.unreadCount(state.data.unread_count)}</Status> : null}
      </h2>
      <LoadState
        state={state}
        skeleton={<Spinner />}
        isEmpty={(data) => data.notifications.length === 0}
        empty={<Muted>{text.noNotifications}</Muted>}
      >
        {(data) => (
          <ul>
            {data.notifications.slice(0, 3).map((entry) => (
              <li key={entry.id} data-unread={entry.read_at ? 'false' : 'true'}>
                <strong>{entry.title}</strong>
                <p>{entry.body}</p>
                <p>
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      <Link to="/account/notifications">{text.allNotifications}</Link>
    </Card>
  );
}

/**
 * `/account`: greeting, the customer's latest orders and notifications (a provider sees the notifications and the
 * provider sections), then the account's settings.
 */
export default function OverviewPage() {
  const { user, role } = useAuth();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || (typeof user?.name === 'string' ? user.name : '');
  const sections = ACCOUNT_LINKS.filter((link) => link.to !== '/account' && linkVisible(link, role));
  const providerLinks = Object.entries(messages.overview.provider)
    .filter(([to]) => isReachable(to))
    .map(([to, label]) => ({ to, label }));
  return (
    <AccountLayout title={messages.overview.title}>
      <h2>{messages.overview.greeting(name)}</h2>
      <Muted data-testid="account-role">{messages.overview.role(role ? sharedMessages.roles[role] : '')}</Muted>
      <Panels>
        {role === 'User' ? <RecentOrders /> : null}
        <RecentNotifications />
      </Panels>
      {role === 'Company' ? (
        <nav aria-labelledby="provider-nav-title" data-testid="provider-navigation">
          <h2 id="provider-nav-title">{messages.nav.providerLabel}</h2>
          <Grid $min="15rem" $gap="md">
            {providerLinks.map((link) => (
              <li key={link.to}>
                <Card>
                  <h3>
                    <Link to={link.to}>{link.label}</Link>
                  </h3>
                </Card>
              </li>
            ))}
          </Grid>
        </nav>
      ) : null}
      <h2>{messages.overview.settingsHeading}</h2>
      <Grid $min="15rem" $gap="md" aria-label={messages.overview.settingsHeading}>
        {sections.map((link) => (
          <li key={link.to}>
            <Card>
              <h3>
                <Link to={link.to}>{link.label}</Link>
              </h3>
              <p>{CARD_TEXT[link.to]}</p>
            </Card>
          </li>
        ))}
      </Grid>
    </AccountLayout>
  );
}
