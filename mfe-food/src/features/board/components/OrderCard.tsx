import { useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, errorMessage, formatCents, notify } from '@marktplatz/shared';
import { Actions, Alert, Badge, Box, Muted, Toolbar } from '@marktplatz/shared/kit';
import { changeDishStatus } from '../api/changeDishStatus';
import { changeOrderStatus } from '../api/changeOrderStatus';
import { changeTrack } from '../api/changeTrack';
import type { BoardTab, FoodOrder, FoodOrderStatus } from '../types';
import { SendDialog } from './SendDialog';
import { clock } from '../../../lib/format';
import { messages } from '../../../messages';

const Dish = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const CardHead = styled(Toolbar)`
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Ready = styled.p`
  margin: 0.25rem 0;
`;

const Dishes = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 0.75rem;
`;

/** The toast id of „Gespeichert.“: a repeated one replaces the one on screen instead of stacking over the board. */
const SAVED_TOAST = 'food-board-saved';

/** The board tab an order moves to with a status (for „… – jetzt unter „In Zubereitung““). */
const TAB_OF_STATUS: Partial<Record<FoodOrderStatus, BoardTab>> = {
  confirmed: 'processing',
  processing: 'processing',
  on_delivery: 'delivery',
  ready_for_pickup: 'delivery',
  completed: 'completed',
  rejected: 'completed',
  cancelled: 'completed',
};

/** When a pickup order is ready: the pre-ordered time, else the time the kitchen named, else order time + preparation. */
function readyAt(order: FoodOrder, preparationMinutes: number | undefined): string | null {
  if (order.slot_at) return order.slot_at;
  if (order.eta_at) return order.eta_at;
  if (preparationMinutes === undefined) return null;
  return new Date(new Date(order.created_at).getTime() + preparationMinutes * 60_000).toISOString();
}

/** What a move did, for the toast („Bestellung … angenommen – jetzt unter …“). */
const ACTION_DONE: Partial<Record<FoodOrderStatus, string>> = {
  confirmed: messages.board.accepted,
  rejected: messages.board.rejected,
  on_delivery: messages.board.sentOff,
  ready_for_pickup: messages.board.markedReady,
  completed: messages.board.completed,
  cancelled: messages.board.cancelled,
};

const ACTION_LABEL: Partial<Record<FoodOrderStatus, string>> = {
  confirmed: messages.board.accept,
  rejected: messages.board.reject,
  processing: messages.board.startCooking,
  on_delivery: messages.board.sendOff,
  ready_for_pickup: messages.board.ready,
  completed: messages.board.complete,
  cancelled: messages.board.cancel,
};

interface OrderCardProps {
  order: FoodOrder;
  onChanged: () => void;
  /** The provider's preparation time (a pickup's ready time when the kitchen named none). */
  preparationMinutes: number | undefined;
  /** The order left this tab by a move of this card. */
  onMoved: (moved: Moved) => void;
}

/** An order a move took to another tab (the board's notice „Bestellung … angenommen – jetzt unter …“). */
export interface Moved {
  number: string;
  done: string;
  tab: BoardTab;
}

export function OrderCard({ order, onChanged, preparationMinutes, onMoved }: OrderCardProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<FoodOrderStatus | null>(null);
  const [sending, setSending] = useState(false);

  const run = async (key: string, action: () => Promise<unknown>, moveTo?: FoodOrderStatus) => {
    setBusy(key);
    try {
      await action();
      const tab = moveTo ? TAB_OF_STATUS[moveTo] : undefined;
      // The card leaves this tab: the board says where it went (beside the cards, not over the controls).
      if (moveTo && tab && tab !== order.tab) onMoved({ number: order.order_number, done: ACTION_DONE[moveTo] ?? '', tab });
      else notify.success(messages.board.saved, { id: SAVED_TOAST });
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
      onChanged();
    }
  };

  const move = (status: FoodOrderStatus) => {
    if (status === 'rejected' || status === 'cancelled') {
      setConfirm(status);
      return;
    }
    if (status === 'on_delivery') {
      setSending(true);
      return;
    }
    void run(status, () => changeOrderStatus(order, status), status);
  };

  const send = (note: string, minutes: number) => {
    setSending(false);
    void run('on_delivery', () => changeTrack(order.id, note, minutes, true), 'on_delivery');
  };
  const titleId = `order-${order.id}`;
  const pickup = order.delivery_mode === 'pickup';
  const ready = pickup ? readyAt(order, preparationMinutes) : null;
  return (
    <li>
      <Box aria-labelledby={titleId} data-testid="board-order">
        <CardHead>
          <h2 id={titleId}>{messages.board.order(order.order_number)}</h2>
          <Badge $tone={order.tab === 'completed' ? (order.status === 'completed' ? 'success' : 'danger') : 'info'}>
            {order.status_label}
          </Badge>
        </CardHead>
        <Muted $small>
          {messages.board.at} {clock(order.created_at)} · {order.customer_name} ·{' '}
          {pickup ? messages.board.pickup : `${messages.board.delivery}: ${order.delivery_address ?? ''}`} · {messages.board.total}{' '}
          {formatCents(order.total_cents)}
          {pickup ? null : ` (${messages.board.deliveryFee} ${formatCents(order.delivery_fee_cents)})`}
        </Muted>
        {ready && !order.slot_text && order.tab !== 'completed' ? (
          <Ready data-testid="board-ready">
            <strong>{messages.board.readyAt(clock(ready))}</strong>
          </Ready>
        ) : null}
        {order.slot_text ? (
          <Alert $tone="warning" data-testid="board-slot">
            {order.delivery_mode === 'shipping' ? messages.board.slotDelivery : messages.board.slotPickup}:{' '}
            <strong>{order.slot_text}</strong>
          </Alert>
        ) : null}
        <Dishes>
          {order.items.map((item) => (
            <Dish key={item.id}>
              <span>
                {item.qty} × {item.name} <Badge $outline>{messages.dishStatus[item.status]}</Badge>
              </span>
              {order.status === 'confirmed' || order.status === 'processing' ? (
                <Actions>
                  {item.status === 'open' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busy === `item-${item.id}`}
                      onClick={() => void run(`item-${item.id}`, () => changeDishStatus(order.id, item.id, 'in_preparation'))}
                      aria-label={`${item.name}: ${messages.board.dishCooking}`}
                    >
                      {messages.board.dishCooking}
                    </Button>
                  ) : null}
                  {item.status !== 'ready' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busy === `ready-${item.id}`}
                      onClick={() => void run(`ready-${item.id}`, () => changeDishStatus(order.id, item.id, 'ready'))}
                      aria-label={`${item.name}: ${messages.board.dishReady}`}
                    >
                      {messages.board.dishReady}
                    </Button>
                  ) : null}
                </Actions>
              ) : null}
            </Dish>
          ))}
        </Dishes>
        {order.track_note ? (
          <Muted $small>
            {order.track_note}
            {order.eta_at ? ` · ${clock(order.eta_at)}` : ''}
          </Muted>
        ) : null}
        <Actions>
          {order.next_statuses.map((next) => (
            <Button
              key={next.value}
              size="sm"
              variant={next.value === 'rejected' || next.value === 'cancelled' ? 'danger' : 'primary'}
              loading={busy === next.value}
              onClick={() => move(next.value)}
            >
              {ACTION_LABEL[next.value] ?? next.label}
            </Button>
          ))}
        </Actions>
      </Box>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'rejected' ? messages.board.rejectTitle : messages.board.cancelTitle}
        confirmLabel={confirm === 'rejected' ? messages.board.reject : messages.board.cancel}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          const status = confirm;
          setConfirm(null);
          if (status) await run(status, () => changeOrderStatus(order, status), status);
        }}
      >
        {confirm === 'rejected' ? messages.board.rejectText : messages.board.cancelText}
      </ConfirmDialog>
      <SendDialog orderId={order.id} open={sending} onClose={() => setSending(false)} onSend={send} />
    </li>
  );
}
