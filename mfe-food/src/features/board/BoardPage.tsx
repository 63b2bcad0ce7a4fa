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
}

function OrderCard({ order, onChanged }: OrderCardProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<FoodOrderStatus | null>(null);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<string>(messages.board.noteDefault);
  const [eta, setEta] = useState('20');
  const [etaError, setEtaError] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
      notify.success(messages.board.saved);
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
    void run(status, () => changeOrderStatus(order, status));
  };

  const send = () => {
    const minutes = Number(eta);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 240) {
      setEtaError(messages.board.etaInvalid);
      return;
    }
    setSending(false);
    void run('on_delivery', () => changeTrack(order.id, note, minutes, true));
  };

  const titleId = `order-${order.id}`;
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
          {order.delivery_mode === 'shipping' ? `${messages.board.delivery}: ${order.delivery_address ?? ''}` : messages.board.pickup} ·{' '}
          {messages.board.total} {euro(order.total_cents)}
        </Muted>
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
          if (status) await run(status, () => changeOrderStatus(order, status));
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

  const onEvent = useCallback(
    (event: FoodEvent) => {
      reload();
      if (event.type === 'created') {
        notify.info(messages.board.newOrder);
        if (chime.current && settings.data?.order_sound !== false) chime.current.play();
      }
    },
    [reload, settings.data?.order_sound],
  );
  const live = useFoodEvents(onEvent);

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
        onChange={(id) => setTab(id as BoardTab)}
        tabs={TABS.map((id) => ({ id, label: `${messages.board.tabs[id]}${counts ? ` (${counts[id]})` : ''}` }))}
      />
      <LoadState state={state} isEmpty={(page) => page.data.length === 0} empty={<EmptyState title={messages.board.empty} />}>
        {(page) => (
          <Cards aria-label={messages.board.tabs[tab]}>
            {page.data.map((order) => (
              <OrderCard key={`${order.id}-${order.updated_at}`} order={order} onChanged={reload} />
            ))}
          </Cards>
        )}
      </LoadState>
    </PageContainer>
  );
}
