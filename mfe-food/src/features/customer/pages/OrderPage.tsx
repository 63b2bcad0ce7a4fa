import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, formatCents, PageContainer, useFetch, usePageTitle } from '@marktplatz/shared';
import { Alert, Badge, Box, LoadState, Muted, Toolbar } from '@marktplatz/shared/kit';
import { LiveIndicator, useFoodEvents, type FoodEvent } from '../../live';
import { getFoodOrder } from '../api/getFoodOrder';
import { OrderSteps } from '../components/OrderSteps';
import type { FoodOrder } from '../types';
import { clock } from '../../../lib/format';
import { messages } from '../../../messages';

const StatusRow = styled(Toolbar)`
  align-items: center;
  margin-bottom: 0.75rem;
`;

const DishesBox = styled(Box)`
  h2 {
    margin-top: 0;
  }
  ul {
    padding-left: 1.2rem;
  }
`;

function stepOf(order: FoodOrder): number {
  switch (order.status) {
    case 'pending':
      return 0;
    case 'confirmed':
      return 1;
    case 'processing':
      return 2;
    case 'on_delivery':
    case 'ready_for_pickup':
      return 3;
    case 'completed':
      return 4;
    default:
      return -1;
  }
}

/** `/food/orders/:id`: one food order with its live status, the track and the dishes. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const orderId = Number(id);
  const state = useFetch((signal) => getFoodOrder(orderId, signal), [orderId]);
  usePageTitle(state.data ? messages.order.title(state.data.order_number) : messages.orders.title);
  const reload = state.reload;
  const live = useFoodEvents(
    useCallback(
      (event: FoodEvent) => {
        if (event.order_id === orderId) reload();
      },
      [orderId, reload],
    ),
  );
  if (!Number.isInteger(orderId) || orderId < 1) {
    return (
      <PageContainer title={messages.orders.title}>
        <EmptyState title={messages.order.notFound} action={<Link to="/food/orders">{messages.order.back}</Link>} />
      </PageContainer>
    );
  }
  return (
    <PageContainer
      title={state.data ? messages.order.title(state.data.order_number) : messages.orders.title}
      actions={<LiveIndicator state={live} />}
    >
      <LoadState state={state}>
        {(order) => {
          const step = stepOf(order);
          return (
            <>
              <StatusRow>
                <span>{messages.order.status}:</span>
                <Badge
                  $tone={order.status === 'completed' ? 'success' : order.tab === 'completed' ? 'danger' : 'info'}
                  data-testid="order-status"
                >
                  {order.status_label}
                </Badge>
                <span>{order.provider_name}</span>
              </StatusRow>
              {step >= 0 ? <OrderSteps current={step} pickup={order.delivery_mode === 'pickup'} /> : null}
              {order.slot_text ? (
                <Alert $tone="warning" data-testid="order-slot">
                  {order.delivery_mode === 'shipping' ? messages.order.slotDelivery : messages.order.slotPickup}:{' '}
                  <strong>{order.slot_text}</strong>
                </Alert>
              ) : null}
              {order.track_note || order.eta_at ? (
                <Alert $tone="info" data-testid="order-track">
                  {order.track_note ? `${messages.order.track}: ${order.track_note}` : ''}
                  {order.eta_at
                    ? ` · ${order.delivery_mode === 'pickup' ? messages.order.readyAt : messages.order.eta} ${messages.order.clock(clock(order.eta_at))}`
                    : ''}
                </Alert>
              ) : null}
              <DishesBox>
                <h2>{messages.order.dishes}</h2>
                <ul>
                  {order.items.map((item) => (
                    <li key={item.id}>
                      {item.qty} × {item.name} – {formatCents(item.total_cents)}
                      {/* while the kitchen works, what is already under way or ready; an open dish says nothing */}
                      {order.status === 'processing' && item.status !== 'open' ? (
                        <>
                          {' '}
                          <Badge $tone={item.status === 'ready' ? 'success' : 'neutral'}>{messages.dishStatus[item.status]}</Badge>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <Muted $small>
                  {/* a pickup has no delivery fee to show */}
                  {order.delivery_mode === 'pickup' ? '' : `${messages.order.deliveryFee}: ${formatCents(order.delivery_fee_cents)} · `}
                  {messages.order.total}: {formatCents(order.total_cents)}
                </Muted>
                <Muted $small>
                  {order.delivery_mode === 'shipping'
                    ? `${messages.order.delivery}: ${order.delivery_address ?? ''}`
                    : `${messages.order.pickup}: ${order.pickup_address ?? ''}`}
                </Muted>
                <Muted $small>{order.withdrawal_notice}</Muted>
              </DishesBox>
              <p>
                <Link to="/food/orders">{messages.order.back}</Link>
              </p>
            </>
          );
        }}
      </LoadState>
    </PageContainer>
  );
}
