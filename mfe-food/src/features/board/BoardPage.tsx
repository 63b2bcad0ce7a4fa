import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  errorMessage,
  Input,
  notify,
  PageContainer,
  Tabs,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Actions, Alert, Badge, Box, LoadState, Muted, Toolbar } from '@marktplatz/shared/kit';
import {
  changeDishStatus,
  changeOrderStatus,
  changeTrack,
  getBoardOrders,
  getOrderingSettings,
  type BoardTab,
  type FoodOrder,
  type FoodOrderStatus,
} from '../../lib/api';
import { createChime, useFoodEvents, type FoodEvent } from '../../lib/useFoodEvents';
import { LiveIndicator } from '../../components/LiveIndicator';
import { clock, euro } from '../../components/format';
import { messages } from '../../messages';

const TABS: BoardTab[] = ['pending', 'processing', 'delivery', 'completed'];

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

const Dish = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

/** Toast ids: a repeated message replaces the one on screen instead of stacking over the board. */
const TOAST = { newOrder: 'food-board-new-order', saved: 'food-board-saved' } as const;

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
interface Moved {
  number: string;
  done: string;
  tab: BoardTab;
}

function OrderCard({ order, onChanged, preparationMinutes, onMoved }: OrderCardProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<FoodOrderStatus | null>(null);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string>(messages.board.noteDefault);
  const [eta, setEta] = useState('20');
  const [etaError, setEtaError] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>, moveTo?: FoodOrderStatus) => {
    setBusy(key);
    try {
      await action();
      const tab = moveTo ? TAB_OF_STATUS[moveTo] : undefined;
      // The card leaves this tab: the board says where it went (beside the cards, not over the controls).
      if (moveTo && tab && tab !== order.tab) onMoved({ number: order.order_number, done: ACTION_DONE[moveTo] ?? '', tab });
      else notify.success(messages.board.saved, { id: TOAST.saved });
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

  const send = () => {
    const minutes = Number(eta);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 240) {
      setEtaError(messages.board.etaInvalid);
      return;
    }
    setSending(false);
    void run('on_delivery', () => changeTrack(order.id, note, minutes, true), 'on_delivery');
  };

  const titleId = `order-${order.id}`;
  const pickup = order.delivery_mode === 'pickup';
  const ready = pickup ? readyAt(order, preparationMinutes) : null;
  return (
    <li>
      <Box aria-labelledby={titleId} data-testid="board-order">
        <Toolbar style={{ justifyContent: 'space-between' }}>
          <h2 id={titleId} style={{ margin: 0, fontSize: '1.1rem' }}>
            {messages.board.order(order.order_number)}
          </h2>
          <Badge $tone={order.tab === 'completed' ? (order.status === 'completed' ? 'success' : 'danger') : 'info'}>
            {order.status_label}
          </Badge>
        </Toolbar>
        <Muted $small>
          {messages.board.at} {clock(order.created_at)} · {order.customer_name} ·{' '}
          {pickup ? messages.board.pickup : `${messages.board.delivery}: ${order.delivery_address ?? ''}`} · {messages.board.total}{' '}
          {euro(order.total_cents)}
          {pickup ? null : ` (${messages.board.deliveryFee} ${euro(order.delivery_fee_cents)})`}
        </Muted>
        {ready && !order.slot_text && order.tab !== 'completed' ? (
          <p data-testid="board-ready" style={{ margin: '0.25rem 0' }}>
            <strong>{messages.board.readyAt(clock(ready))}</strong>
          </p>
        ) : null}
        {order.slot_text ? (
          <Alert $tone="warning" data-testid="board-slot">
            {order.delivery_mode === 'shipping' ? messages.board.slotDelivery : messages.board.slotPickup}:{' '}
            <strong>{order.slot_text}</strong>
          </Alert>
        ) : null}
        <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 0.75rem' }}>
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
        </ul>
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
      <Dialog
        open={sending}
        onClose={() => setSending(false)}
        title={messages.board.sendTitle}
        footer={
          <Actions>
            <Button variant="secondary" onClick={() => setSending(false)}>
              {messages.board.abort}
            </Button>
            <Button onClick={send}>{messages.board.sendOff}</Button>
          </Actions>
        }
      >
        <Label htmlFor={`note-${order.id}`}>{messages.board.note}</Label>
        <Input id={`note-${order.id}`} value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
        <Label htmlFor={`eta-${order.id}`} style={{ marginTop: '0.75rem' }}>
          {messages.board.eta}
        </Label>
        <Input
          id={`eta-${order.id}`}
          inputMode="numeric"
          value={eta}
          aria-invalid={etaError ? true : undefined}
          aria-describedby={etaError ? `eta-error-${order.id}` : undefined}
          onChange={(event) => {
            setEta(event.target.value);
            setEtaError(null);
          }}
        />
        {etaError ? (
          <p id={`eta-error-${order.id}`} role="alert" style={{ color: '#b42318' }}>
            {etaError}
          </p>
        ) : null}
      </Dialog>
    </li>
  );
}

/** `/food/board`: the provider's live order board with the tabs pending, processing, delivery, completed. */
export default function BoardPage() {
  usePageTitle(messages.board.title);
  const [tab, setTab] = useState<BoardTab>('pending');
  const state = useFetch((signal) => getBoardOrders(tab, 1, signal), [tab]);
  const settings = useFetch((signal) => getOrderingSettings(signal), []);
  const chime = useRef<{ play: () => void } | null>(null);
  const [soundReady, setSoundReady] = useState(false);
  const reload = state.reload;

  /** New orders since the board was opened (one toast, counted, instead of one per order). */
  const fresh = useRef(0);
  const onEvent = useCallback(
    (event: FoodEvent) => {
      reload();
      if (event.type === 'created') {
        fresh.current += 1;
        notify.info(messages.board.newOrders(fresh.current), { id: TOAST.newOrder, duration: 8000 });
        if (chime.current && settings.data?.order_sound !== false) chime.current.play();
      }
    },
    [reload, settings.data?.order_sound],
  );
  // Only what happens after the board's first load is news: the stream starts at the event number that load read.
  const [startAfter, setStartAfter] = useState<number | null>(null);
  const firstLoad = state.data?.meta.last_event_id;
  if (startAfter === null && firstLoad !== undefined) setStartAfter(firstLoad);
  const live = useFoodEvents(onEvent, startAfter);
  const [moved, setMoved] = useState<Moved | null>(null);
  const showTab = useCallback((next: BoardTab) => {
    fresh.current = 0;
    setMoved(null);
    setTab(next);
  }, []);

  const counts = state.data?.meta.tabs;
  return (
    <PageContainer
      title={messages.board.title}
      actions={
        <Toolbar>
          <LiveIndicator state={live} />
          {soundReady ? (
            <Badge $tone="success">{messages.board.soundActive}</Badge>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                chime.current = createChime();
                setSoundReady(true);
              }}
            >
              {messages.board.soundOn}
            </Button>
          )}
          <Link to="/food/settings">{messages.settings.nav.settings}</Link>
        </Toolbar>
      }
    >
      {settings.data && !settings.data.order_sound ? <Muted $small>{messages.board.soundOff}</Muted> : null}
      <Tabs
        label={messages.board.tabLabel}
        selectedId={tab}
        onChange={(id) => showTab(id as BoardTab)}
        tabs={TABS.map((id) => ({ id, label: `${messages.board.tabs[id]}${counts ? ` (${counts[id]})` : ''}` }))}
      />
      {moved ? (
        <Alert
          $tone="success"
          role="status"
          data-testid="board-moved"
          style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}
        >
          <span>{messages.board.movedTo(moved.number, moved.done, messages.board.tabs[moved.tab])}</span>
          <Button size="sm" variant="secondary" onClick={() => showTab(moved.tab)}>
            {messages.board.showTab(messages.board.tabs[moved.tab])}
          </Button>
        </Alert>
      ) : null}
      <LoadState state={state} isEmpty={(page) => page.data.length === 0} empty={<EmptyState title={messages.board.empty} />}>
        {(page) => (
          <Cards aria-label={messages.board.tabs[tab]}>
            {page.data.map((order) => (
              <OrderCard
                key={`${order.id}-${order.updated_at}`}
                order={order}
                onChanged={reload}
                preparationMinutes={settings.data?.preparation_time}
                onMoved={setMoved}
              />
            ))}
          </Cards>
        )}
      </LoadState>
    </PageContainer>
  );
}
