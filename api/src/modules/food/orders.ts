import { accountUsers } from '../account/public';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  FOOD_ORDER_STATUSES,
  type FoodItemStatus,
  type FoodOrderStatus,
  foodEvents,
  foodOrderItemStates,
  foodOrders,
} from '../../db/schema/food';
import { ConflictError, NotFoundError } from '../../http/errors';
import { pageOffset } from '../../http/pagination';
import { changeFoodOrderStatus } from './order-status';
import { BOARD_TABS, type BoardTab, FOOD_ORDER_NOT_FOUND } from './constants';
import { type FoodEventRow, recordEvent } from './board-events';
import {
  type BoardHead,
  type PresentedFoodOrder,
  type Viewer,
  boardHead,
  boardHeadSql,
  boardStatement,
  cardPageQuery,
  customerCounts,
  lastEventSql,
  ownership,
  presentCard,
  readBoardHead,
  tabCounts,
} from './order-cards';

/**
 * A page of the viewer's food orders: a provider's board tab (`tab`), or the orders with one of `statuses` (null:
 * all). One statement reads the page with its dishes and, for a provider, the board head (counts kept by
 * `recordEvent`, newest event number); a customer's counts are a second statement.
 */
export async function pageFoodOrders(
  db: Executor,
  viewer: Viewer,
  filter: { tab: BoardTab } | { statuses: readonly FoodOrderStatus[] | null },
  page: { page: number; perPage: number },
) {
  const { limit, offset } = pageOffset(page);
  const statuses = 'tab' in filter ? BOARD_TABS[filter.tab] : filter.statuses;
  const where = and(ownership(viewer), statuses ? inArray(foodOrders.status, [...statuses]) : undefined)!;
  const headSql = viewer.role === 'Company' ? boardHeadSql(viewer.id) : sql<number[]>`array[${lastEventSql(viewer)}]::int[]`;
  const [read] = await cardPageQuery(db, where, { limit, offset }, headSql);
  const head = readBoardHead(read?.head);
  const counts = viewer.role === 'Company' ? head.counts : await customerCounts(db, viewer.id);
  const { sum, tabs } = tabCounts(counts);
  const total = statuses ? sum(statuses) : sum(FOOD_ORDER_STATUSES);
  return { rows: (read?.cards ?? []).map(presentCard), total, tabs, last_event_id: head.lastEventId, versions: head.versions };
}

/** A board tab's page ready to send: the cards as JSON text, the counts and the newest event number. */
export interface BoardPage {
  /** The page's cards as the JSON text of `data`. */
  data: string;
  total: number;
  tabs: Record<BoardTab, number>;
  last_event_id: number;
}

interface KeptPage {
  /** The tab version the cards were read at. */
  version: number;
  data: Promise<{ version: number; data: string }>;
  chars: number;
}

/** Board pages kept per database handle, least recently used first, bounded by their JSON text's length. */
const keptPages = new WeakMap<Executor, { pages: Map<string, KeptPage>; chars: number }>();
/** About 16 MB of cards (a page of 50 cards is ~45 kB): the first pages of a few hundred boards. */
const KEPT_PAGES_MAX_CHARS = 16_000_000;

function keep(store: { pages: Map<string, KeptPage>; chars: number }, key: string, page: KeptPage) {
  const old = store.pages.get(key);
  if (old) {
    store.pages.delete(key);
    store.chars -= old.chars;
  }
  store.pages.set(key, page);
  page.data.then(
    (read) => {
      if (store.pages.get(key) !== page) return;
      // The read may have seen a newer version than the one checked before it: kept under the version it read.
      page.version = read.version;
      page.chars = read.data.length;
      store.chars += page.chars;
      for (const [oldest, entry] of store.pages) {
        if (store.chars <= KEPT_PAGES_MAX_CHARS || entry === page) break;
        store.pages.delete(oldest);
        store.chars -= entry.chars;
      }
    },
    () => {
      if (store.pages.get(key) === page) store.pages.delete(key);
    },
  );
}

/**
 * A provider's board tab page (`/getFoodTypeOrders`). The board head (tab versions, counts, newest event number)
 * is read on every request (one indexed row); the page's cards are reused while their tab's version is unchanged.
 * Every change of a board bumps the versions of the tabs it touches in the change's transaction (`recordEvent`),
 * so reused cards are exactly what the page statement would read now — on every API instance, whichever instance
 * made the change. Otherwise the page statement reads the cards and the head in one snapshot; requests that saw
 * the same version share that read.
 */
export async function boardPage(
  db: Executor,
  providerId: number,
  tab: BoardTab,
  page: { page: number; perPage: number },
): Promise<BoardPage> {
  let store = keptPages.get(db);
  if (!store) {
    store = { pages: new Map(), chars: 0 };
    keptPages.set(db, store);
  }
  const key = `${providerId}:${tab}:${page.perPage}:${page.page}`;
  const answer = (head: BoardHead, data: string): BoardPage => {
    const { sum, tabs } = tabCounts(head.counts);
    return { data, total: sum(BOARD_TABS[tab]), tabs, last_event_id: head.lastEventId };
  };
  const read = async () => {
    const { limit, offset } = pageOffset(page);
    const [row] = await boardStatement(db, tab).execute({ provider: providerId, limit, offset });
    const head = readBoardHead(row?.head);
    // the cards come as PostgreSQL wrote them, in the answer's JSON text (see `cardPageQuery`)
    return { ...answer(head, (row?.cards as unknown as string | undefined) ?? '[]'), version: head.versions[tab] };
  };
  if (store.pages.has(key)) {
    const head = await boardHead(db, providerId);
    const kept = store.pages.get(key);
    const version = head.versions[tab];
    if (kept?.version === version) {
      store.pages.delete(key);
      store.pages.set(key, kept);
      return answer(head, (await kept.data).data);
    }
    // Kept at a newer version (a change committed after this request read the head): read alone, keep the newer.
    if (kept && kept.version > version) return read();
    const reading = read();
    keep(store, key, { version, data: reading, chars: 0 });
    return reading;
  }
  const reading = read();
  keep(store, key, { version: -1, data: reading, chars: 0 });
  return reading;
}

export async function lastEventId(db: Executor, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${foodEvents.id}), 0)` })
    .from(foodEvents)
    .where(viewer.role === 'Company' ? eq(foodEvents.providerId, viewer.id) : eq(foodEvents.userId, viewer.id));
  return Number(row?.id ?? 0);
}

export async function viewFoodOrder(db: Executor, viewer: Viewer, id: number) {
  const [page] = await cardPageQuery(db, and(eq(foodOrders.vendorOrderId, id), ownership(viewer))!, { limit: 1, offset: 0 }, null);
  const row = page?.cards[0];
  if (!row) throw new NotFoundError(FOOD_ORDER_NOT_FOUND);
  return presentCard(row);
}

export async function changeStatus(
  db: Database,
  providerId: number,
  input: { order_id: number; status: FoodOrderStatus; from_status?: FoodOrderStatus | undefined },
): Promise<{ order: PresentedFoodOrder; events: FoodEventRow[] }> {
  const events = await db.transaction(async (tx) => {
    const moved = await changeFoodOrderStatus(tx, providerId, input.order_id, input.status, input.from_status);
    return [await recordEvent(tx, input.order_id, 'status', moved.from)];
  });
  return { order: await viewFoodOrder(db, { id: providerId, role: 'Company' }, input.order_id), events };
}

export async function changeItemStatus(
  db: Database,
  providerId: number,
  input: { order_id: number; item_id: number; status: FoodItemStatus },
): Promise<{ order: PresentedFoodOrder; events: FoodEventRow[] }> {
  const events = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ status: foodOrders.status })
      .from(foodOrders)
      .where(and(eq(foodOrders.vendorOrderId, input.order_id), eq(foodOrders.providerId, providerId)))
      .for('update')
      .limit(1);
    if (!own) throw new NotFoundError(FOOD_ORDER_NOT_FOUND);
    if (own.status !== 'confirmed' && own.status !== 'processing') {
      throw new ConflictError('Gerichte können nur bei angenommenen Bestellungen in Zubereitung gehen oder fertig gemeldet werden.');
    }
    const updated = await tx
      .update(foodOrderItemStates)
      .set({ status: input.status })
      .where(and(eq(foodOrderItemStates.orderItemId, input.item_id), eq(foodOrderItemStates.vendorOrderId, input.order_id)))
      .returning();
    if (updated.length === 0) throw new NotFoundError('Das Gericht gehört nicht zu dieser Bestellung.');
    // The first dish in preparation moves an accepted order into the kitchen.
    const moved =
      own.status === 'confirmed' ? await changeFoodOrderStatus(tx, providerId, input.order_id, 'processing', 'confirmed') : null;
    return [await recordEvent(tx, input.order_id, 'item', moved?.from)];
  });
  return { order: await viewFoodOrder(db, { id: providerId, role: 'Company' }, input.order_id), events };
}

export async function changeTrack(
  db: Database,
  providerId: number,
  input: { order_id: number; note: string; eta_minutes?: number | undefined; on_the_way?: boolean | undefined },
  now = new Date(),
): Promise<{ order: PresentedFoodOrder; events: FoodEventRow[] }> {
  const events = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ status: foodOrders.status })
      .from(foodOrders)
      .where(and(eq(foodOrders.vendorOrderId, input.order_id), eq(foodOrders.providerId, providerId)))
      .limit(1);
    if (!own) throw new NotFoundError(FOOD_ORDER_NOT_FOUND);
    if (['completed', 'rejected', 'cancelled'].includes(own.status)) {
      throw new ConflictError('Für abgeschlossene Bestellungen kann keine Lieferinformation mehr gesetzt werden.');
    }
    const moved =
      input.on_the_way && own.status === 'processing'
        ? await changeFoodOrderStatus(tx, providerId, input.order_id, 'on_delivery', 'processing')
        : null;
    await tx
      .update(foodOrders)
      .set({
        trackNote: input.note,
        etaAt: input.eta_minutes !== undefined ? new Date(now.getTime() + input.eta_minutes * 60_000) : undefined,
        updatedAt: now,
      })
      .where(eq(foodOrders.vendorOrderId, input.order_id));
    return [await recordEvent(tx, input.order_id, 'track', moved?.from)];
  });
  return { order: await viewFoodOrder(db, { id: providerId, role: 'Company' }, input.order_id), events };
}

/** Events after `afterId` for a viewer (SSE catch-up by `Last-Event-ID`), at most 200. */
export async function eventsAfter(db: Executor, viewer: Viewer, afterId: number) {
  return db
    .select()
    .from(foodEvents)
    .where(
      and(viewer.role === 'Company' ? eq(foodEvents.providerId, viewer.id) : eq(foodEvents.userId, viewer.id), gt(foodEvents.id, afterId)),
    )
    .orderBy(asc(foodEvents.id))
    .limit(200);
}

export async function roleOf(db: Executor, userId: number): Promise<Viewer | null> {
  const [row] = await db
    .select({ id: accountUsers.id, role: accountUsers.role, deletedAt: accountUsers.deletedAt })
    .from(accountUsers)
    .where(eq(accountUsers.id, userId))
    .limit(1);
  if (!row || row.deletedAt) return null;
  return { id: row.id, role: row.role === 'Company' ? 'Company' : 'User' };
}
