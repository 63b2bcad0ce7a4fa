import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, GridList, PageContainer, snackbar, Tabs, useFetch, usePageTitle } from '@marktplatz/shared';
import { Alert, Badge, LoadState, Muted, Toolbar } from '@marktplatz/shared/kit';
import { LiveIndicator, useFoodEvents, type FoodEvent } from '../../live';
import { getOrderingSettings } from '../../provider';
import { getBoardOrders } from '../api/getBoardOrders';
import { OrderCard, type Moved } from '../components/OrderCard';
import { createChime } from '../lib/chime';
import type { BoardTab } from '../types';
import { messages } from '../../../messages';

const TABS: BoardTab[] = ['pending', 'processing', 'delivery', 'completed'];

const Cards = styled(GridList)`
  margin: 0;
`;

const MovedNotice = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/** How long the note of new orders stays (longer than a snackbar's usual 5 s: the kitchen may be busy). */
const NEW_ORDERS_MS = 8000;

/** `/food/board`: the provider's live order board with the tabs pending, processing, delivery, completed. */
export default function BoardPage() {
  usePageTitle(messages.board.title);
  const [tab, setTab] = useState<BoardTab>('pending');
  const state = useFetch((signal) => getBoardOrders(tab, 1, signal), [tab]);
  const settings = useFetch((signal) => getOrderingSettings(signal), []);
  const chime = useRef<{ play: () => void } | null>(null);
  const [soundReady, setSoundReady] = useState(false);
  const reload = state.reload;

  /**
   * New orders since the board was opened: a snackbar (news the provider did not trigger), one counted note that
   * replaces the last one instead of one per order.
   */
  const fresh = useRef(0);
  const freshNote = useRef<string | null>(null);
  const onEvent = useCallback(
    (event: FoodEvent) => {
      reload();
      if (event.type === 'created') {
        fresh.current += 1;
        if (freshNote.current) snackbar.dismiss(freshNote.current);
        freshNote.current = snackbar.show(messages.board.newOrders(fresh.current), { duration: NEW_ORDERS_MS });
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
        <MovedNotice $tone="success" role="status" data-testid="board-moved">
          <span>{messages.board.movedTo(moved.number, moved.done, messages.board.tabs[moved.tab])}</span>
          <Button size="sm" variant="secondary" onClick={() => showTab(moved.tab)}>
            {messages.board.showTab(messages.board.tabs[moved.tab])}
          </Button>
        </MovedNotice>
      ) : null}
      <LoadState state={state} isEmpty={(page) => page.data.length === 0} empty={<EmptyState title={messages.board.empty} />}>
        {(page) => (
          <Cards $min="320px" $gap="md" aria-label={messages.board.tabs[tab]}>
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
