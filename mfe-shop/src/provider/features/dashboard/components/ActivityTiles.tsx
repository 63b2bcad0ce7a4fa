import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatGermanNumber, formatCents } from '@marktplatz/shared';
import type { ProviderDashboard } from '../types';
import { messages } from '../../../../messages/provider';

const t = messages.dashboard.tiles;

/** Where each tile leads (pages of the orders, food, leads and stores areas). */
export const TILE_PATHS = {
  confirmOrders: '/orders/provider',
  foodOrders: '/food/board',
  leads: '/leads/provider',
  appointments: '/stores/appointments',
  balance: '/orders/provider/payouts',
} as const;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Tile = styled(Link)<{ $attention: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $attention }) => ($attention ? theme.colors.primary : theme.colors.border)};
  border-inline-start-width: ${({ $attention }) => ($attention ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .figure {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .label {
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
  .detail {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .more {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.link};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    text-decoration: underline;
  }
`;

interface TileProps {
  testId: string;
  to: string;
  figure: string;
  label: string;
  detail: string | null;
  link: string;
  attention: boolean;
}

function ActivityTile({ testId, to, figure, label, detail, link, attention }: TileProps) {
  return (
    <li>
      <Tile to={to} $attention={attention} data-testid={testId}>
        <span className="figure">{figure}</span>
        <span className="label">{label}</span>
        {detail ? <span className="detail">{detail}</span> : null}
        <span className="more" aria-hidden="true">
          {link}
        </span>
      </Tile>
    </li>
  );
}

/**
 * The start page's tiles, one per activity the provider has: orders to confirm and the balance always, open food
 * orders for a restaurant, new requests for a provider who takes them, appointment requests for one with a store.
 * Each tile leads to the page where the provider handles it; a tile with something waiting is marked.
 */
export function ActivityTiles({ data }: { data: ProviderDashboard }) {
  const { activities } = data;
  const toConfirm = data.orders_to_handle.to_confirm;
  return (
    <List aria-label={messages.dashboard.tilesLabel} data-testid="activity-tiles">
      <ActivityTile
        testId="tile-confirm-orders"
        to={TILE_PATHS.confirmOrders}
        figure={formatGermanNumber(toConfirm)}
        label={t.confirmOrders.label}
        detail={toConfirm === 0 ? t.confirmOrders.empty : null}
        link={t.confirmOrders.link}
        attention={toConfirm > 0}
      />
      {activities.food ? (
        <ActivityTile
          testId="tile-food-orders"
          to={TILE_PATHS.foodOrders}
          figure={formatGermanNumber(data.food_orders.open)}
          label={t.foodOrders.label}
          detail={data.food_orders.open === 0 ? t.foodOrders.empty : t.foodOrders.detail(data.food_orders.to_confirm)}
          link={t.foodOrders.link}
          attention={data.food_orders.to_confirm > 0}
        />
      ) : null}
      {activities.leads ? (
        <ActivityTile
          testId="tile-leads"
          to={TILE_PATHS.leads}
          figure={formatGermanNumber(data.leads.new)}
          label={t.leads.label}
          detail={data.leads.new === 0 ? t.leads.empty : null}
          link={t.leads.link}
          attention={data.leads.new > 0}
        />
      ) : null}
      {activities.stores ? (
        <ActivityTile
          testId="tile-appointments"
          to={TILE_PATHS.appointments}
          figure={formatGermanNumber(data.appointments.requested)}
          label={t.appointments.label}
          detail={data.appointments.requested === 0 ? t.appointments.empty : null}
          link={t.appointments.link}
          attention={data.appointments.requested > 0}
        />
      ) : null}
      <ActivityTile
        testId="tile-balance"
        to={TILE_PATHS.balance}
        figure={formatCents(data.balance.available_cents)}
        label={t.balance.label}
        detail={t.balance.detail(formatCents(data.balance.total_cents))}
        link={t.balance.link}
        attention={false}
      />
    </List>
  );
}
