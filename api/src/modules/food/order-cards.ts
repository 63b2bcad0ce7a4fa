import { and, type AnyColumn, count, eq, getTableName, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  FOOD_ORDER_STATUSES,
  type FoodItemStatus,
  type FoodOrderStatus,
  foodBoardTab,
  foodBoards,
  foodEvents,
  foodOrderItemStates,
  foodOrders,
} from '../../db/schema/food';
import { ordersOrderItems, ordersVendorOrders } from '../orders/public';
import { formatEuro } from '../../lib/money';
import { FOOD_ORDER_TRANSITIONS, FOOD_STATUS_LABELS } from './order-status';
import { BOARD_TABS, type BoardTab, WITHDRAWAL_NOTICE, deliveryStatusOf, tabOf } from './constants';
import { BOARD_COUNT, TAB_VERSION } from './board-events';

export type Viewer = { id: number; role: 'User' | 'Company' };

export function ownership(viewer: Viewer) {
  return viewer.role === 'Company' ? eq(foodOrders.providerId, viewer.id) : eq(foodOrders.userId, viewer.id);
}

const SLOT_FORMAT = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A chosen slot for the board and the order page: „Fr., 27.11., 19:30 Uhr“ (Europe/Berlin). */
function slotText(slot: Date): string {
  return `${SLOT_FORMAT.format(slot)} Uhr`;
}

/** A dish of an order card, built by the card statement with its wire names. */
interface CardItem {
  id: number;
  name: string;
  qty: number;
  unit_price_cents: number;
  total_cents: number;
  status: FoodItemStatus;
}

/**
 * A column with its table's name: drizzle leaves columns unqualified in a select from one subquery, which the
 * correlated subqueries of the card statement (joining tables with like-named columns) cannot have.
 */
function q(column: AnyColumn) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** An instant as the wire's ISO text (`toISOString()`'s form, milliseconds, UTC), written by PostgreSQL. */
function isoText(value: SQL) {
  return sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * One page of order cards in one statement, newest first, with `head` (the provider's board row and newest event
 * number, or the customer's newest event number) in the same snapshot. The page's ids are picked first, into an array — for a provider's board tab an index-only backward
 * walk over `food_orders_provider_tab_idx` (provider, tab, id, status) reading just offset + page entries — and the
 * cards are then read by id: food row, the orders module's read model of the vendor order (`orders_vendor_orders`:
 * the customer's name and delivery address taken out of the order's address snapshots, not two whole JSON documents)
 * and the dishes (`orders_order_items`) with their kitchen state, built by
 * PostgreSQL as one JSON array under the wire names (one value to parse, not one per card). `presented` (the
 * board): each card with all of `presentCard`'s fields in its order, the array as JSON text sent unparsed.
 *
 * Limit and offset are read through `(select $n)`: PostgreSQL then cannot see their values in any plan, so the plan
 * made for given values costs the same as the generic one and a prepared statement settles on its generic plan
 * after five executions. With a plain `limit $n offset $m` the generic plan always looked dearer (a tenth of the
 * tab guessed for each) and the whole card statement was planned afresh on every reload, which cost about as much
 * as running it (README, Benchmark). The ids array keeps the cards' part of the plan a lookup per id whatever is
 * guessed for the page's size.
 */
export function cardPageQuery(
  db: Executor,
  where: SQL,
  page: { limit: number | Placeholder; offset: number | Placeholder },
  head: SQL<number[] | null> | null,
  presented = false,
) {
  const ids = sql`array(select ${q(foodOrders.vendorOrderId)} from ${foodOrders} where ${where}
    order by ${q(foodOrders.vendorOrderId)} desc limit (select ${page.limit}::int) offset (select ${page.offset}::int))`;
  const address = q(ordersVendorOrders.deliveryAddress);
  const items = sql`(select coalesce(json_agg(json_build_object('id', ${q(ordersOrderItems.id)}, 'name', ${q(ordersOrderItems.productName)},
      'qty', ${q(ordersOrderItems.qty)}, 'unit_price_cents', ${q(ordersOrderItems.unitPriceCents)}, 'total_cents', ${q(ordersOrderItems.lineTotalCents)},
      'status', coalesce(${q(foodOrderItemStates.status)}, 'open')) order by ${q(ordersOrderItems.id)}), '[]'::json)
    from ${ordersOrderItems} left join ${foodOrderItemStates} on ${q(foodOrderItemStates.orderItemId)} = ${q(ordersOrderItems.id)}
    where ${q(ordersOrderItems.vendorOrderId)} = ${q(foodOrders.vendorOrderId)})`;
  const customerName = q(ordersVendorOrders.customerName);
  const deliveryAddress = sql`case when ${q(ordersVendorOrders.deliveryMode)} = 'shipping'
    then concat(${address}->>'street', ' ', ${address}->>'street_number', ', ', ${address}->>'zip', ' ', ${address}->>'city') end`;
  // the board's cards as sent (`presentCard`'s fields and order) in JSON text, else the facts for `presentCard`
  const cards = presented
    ? sql<CardRow[]>`coalesce(json_agg(json_build_object('id', ${q(foodOrders.vendorOrderId)},
          'order_number', ${q(ordersVendorOrders.vendorOrderNumber)}, 'status', ${q(foodOrders.status)},
          'status_label', card_parts.status_label, 'tab', card_parts.tab, 'delivery_status', card_parts.delivery_status,
          'next_statuses', card_parts.next_statuses,
          'provider_id', ${q(ordersVendorOrders.providerId)}, 'provider_name', ${q(ordersVendorOrders.providerName)},
          'customer_name', ${customerName}, 'delivery_mode', ${q(ordersVendorOrders.deliveryMode)}, 'delivery_address', ${deliveryAddress},
          'pickup_address', ${q(ordersVendorOrders.pickupAddress)}, 'payment_method', ${q(ordersVendorOrders.paymentMethod)},
          'cash_option', ${q(ordersVendorOrders.cashOption)}, 'items', ${items}, 'items_cents', ${q(ordersVendorOrders.itemsCents)},
          'delivery_fee_cents', ${q(ordersVendorOrders.shippingCents)}, 'total_cents', ${q(ordersVendorOrders.totalCents)},
          'amount_due_cents', ${q(ordersVendorOrders.amountDueCents)}, 'total', ${euroText(q(ordersVendorOrders.totalCents))},
          'track_note', ${q(foodOrders.trackNote)}, 'eta_at', ${isoText(q(foodOrders.etaAt))},
          'slot_at', ${isoText(q(foodOrders.slotAt))}, 'slot_text', ${slotTextSql(q(foodOrders.slotAt))},
          'created_at', ${isoText(q(foodOrders.createdAt))}, 'updated_at', ${isoText(q(foodOrders.updatedAt))},
          'withdrawal_notice', ${sqlText(WITHDRAWAL_NOTICE)})
        order by ${q(foodOrders.vendorOrderId)} desc), '[]'::json)::text`
    : sql<CardRow[]>`coalesce(json_agg(json_build_object('id', ${q(foodOrders.vendorOrderId)}, 'status', ${q(foodOrders.status)},
          'order_number', ${q(ordersVendorOrders.vendorOrderNumber)},
          'provider_id', ${q(ordersVendorOrders.providerId)}, 'provider_name', ${q(ordersVendorOrders.providerName)},
          'customer_name', ${customerName}, 'delivery_mode', ${q(ordersVendorOrders.deliveryMode)}, 'delivery_address', ${deliveryAddress},
          'pickup_address', ${q(ordersVendorOrders.pickupAddress)}, 'payment_method', ${q(ordersVendorOrders.paymentMethod)},
          'cash_option', ${q(ordersVendorOrders.cashOption)}, 'items', ${items}, 'items_cents', ${q(ordersVendorOrders.itemsCents)},
          'delivery_fee_cents', ${q(ordersVendorOrders.shippingCents)}, 'total_cents', ${q(ordersVendorOrders.totalCents)},
          'amount_due_cents', ${q(ordersVendorOrders.amountDueCents)}, 'track_note', ${q(foodOrders.trackNote)},
          'eta_at', ${isoText(q(foodOrders.etaAt))}, 'slot_at', ${isoText(q(foodOrders.slotAt))},
          'created_at', ${isoText(q(foodOrders.createdAt))}, 'updated_at', ${isoText(q(foodOrders.updatedAt))})
        order by ${q(foodOrders.vendorOrderId)} desc), '[]'::json)`;
  const query = db
    .select({ cards, head: head ?? sql<number[] | null>`null` })
    .from(foodOrders)
    .innerJoin(ordersVendorOrders, eq(ordersVendorOrders.id, foodOrders.vendorOrderId))
    .$dynamic();
  if (presented) {
    query.leftJoin(
      statusPartsSql(),
      sql`card_parts.status = ${q(foodOrders.status)} and card_parts.mode = ${q(ordersVendorOrders.deliveryMode)}`,
    );
  }
  return query.where(sql`${q(foodOrders.vendorOrderId)} = any(${ids})`);
}

/** A text constant as an SQL literal (our own texts only). */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A text constant written into a statement (our own texts only). */
function sqlText(value: string): SQL {
  return sql.raw(literal(value));
}

/** `formatEuro` in SQL: `123456` → `1.234,56 €` (no-break space before the sign, as Intl writes it for de-DE). */
export function euroText(cents: SQL): SQL<string> {
  return sql<string>`(translate(to_char(${cents} / 100.0, 'FM999,999,999,990.00'), ',.', '.,') || ${sqlText('\u00a0€')})`;
}

/** `slotText` in SQL: „Fr., 27.11., 19:30 Uhr“ (Europe/Berlin), null without a slot. */
export function slotTextSql(slot: SQL): SQL<string | null> {
  const berlin = sql`(${slot} at time zone 'Europe/Berlin')`;
  return sql<string | null>`((array['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'])[extract(dow from ${berlin})::int + 1]
    || ', ' || to_char(${berlin}, 'DD.MM., HH24:MI') || ' Uhr')`;
}

/** `STATUS_PARTS` as a table `card_parts` (status, mode → label, tab, delivery status, next moves) for the board. */
function statusPartsSql(): SQL {
  const rows = [...STATUS_PARTS].map(([key, part]) => {
    const [status, mode] = key.split(':') as [string, string];
    const texts = [status, mode, part.status_label, part.tab].map(literal);
    const deliveryStatus = part.delivery_status === null ? 'null::text' : literal(part.delivery_status);
    return `(${texts.join(', ')}, ${deliveryStatus}, ${literal(JSON.stringify(part.next_statuses))}::json)`;
  });
  return sql.raw(`(values ${rows.join(', ')}) as card_parts (status, mode, status_label, tab, delivery_status, next_statuses)`);
}

/** An order card as the card facts statement builds it (wire names). */
interface CardRow {
  id: number;
  status: FoodOrderStatus;
  order_number: string;
  provider_id: number;
  provider_name: string;
  customer_name: string;
  delivery_mode: 'shipping' | 'pickup';
  delivery_address: string | null;
  pickup_address: string | null;
  payment_method: string;
  cash_option: string | null;
  items: CardItem[];
  items_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  amount_due_cents: number;
  track_note: string | null;
  eta_at: string | null;
  slot_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The viewer's newest food event number as a scalar subquery (evaluated once per statement). */
export function lastEventSql(viewer: Viewer): SQL<number> {
  const column = viewer.role === 'Company' ? foodEvents.providerId : foodEvents.userId;
  return sql<number>`(select coalesce(max(${q(foodEvents.id)}), 0)::int from ${foodEvents} where ${q(column)} = ${viewer.id})`;
}

/** The board tabs in the order of the board head's versions. */
const TABS = Object.keys(BOARD_TABS) as BoardTab[];

/**
 * A provider's board head as one array (`BoardHead`): the newest event number, the four tab versions and the
 * order counts in `FOOD_ORDER_STATUSES` order, zero for a provider without a board row yet.
 */
export function boardHeadSql(provider: number | Placeholder): SQL<number[] | null> {
  const column = (name: keyof typeof foodBoards.$inferInsert) => sql`coalesce(${q(foodBoards[name])}, 0)`;
  return sql<
    number[]
  >`(select array[(select coalesce(max(${q(foodEvents.id)}), 0)::int from ${foodEvents} where ${q(foodEvents.providerId)} = ${provider}),
      ${sql.join([...TABS.map((tab) => column(TAB_VERSION[tab])), ...FOOD_ORDER_STATUSES.map((status) => column(BOARD_COUNT[status]))], sql`, `)}]::int[]
    from (select 1) as one left join ${foodBoards} on ${q(foodBoards.providerId)} = ${provider})`;
}

/** What a board head array says (see `boardHeadSql`). */
export interface BoardHead {
  lastEventId: number;
  versions: Record<BoardTab, number>;
  counts: Map<FoodOrderStatus, number>;
}

export function readBoardHead(head: number[] | null | undefined): BoardHead {
  const values = head ?? [];
  return {
    lastEventId: values[0] ?? 0,
    versions: Object.fromEntries(TABS.map((tab, index) => [tab, values[1 + index] ?? 0])) as Record<BoardTab, number>,
    counts: new Map(FOOD_ORDER_STATUSES.map((status, index) => [status, values[1 + TABS.length + index] ?? 0])),
  };
}

/** The number `foodBoardTab` gives a tab's statuses. */
const BOARD_TAB_NUMBER: Record<BoardTab, number> = { pending: 0, processing: 1, delivery: 2, completed: 3 };

/**
 * A board tab's page as a prepared statement per tab and database handle (the board's reload is the hot path). The
 * tab is written into each statement, not a parameter, so the walk stays on `food_orders_provider_tab_idx`. The
 * board head (version, newest event, counts) comes in the same statement, so it describes exactly this page.
 */
const boardStatements = new WeakMap<Executor, Map<BoardTab, ReturnType<typeof prepareBoardStatement>>>();

function prepareBoardStatement(db: Executor, tab: BoardTab) {
  const provider = sql.placeholder('provider');
  return cardPageQuery(
    db,
    and(eq(foodOrders.providerId, provider), sql`${foodBoardTab(foodOrders.status)} = ${sql.raw(String(BOARD_TAB_NUMBER[tab]))}`)!,
    { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
    boardHeadSql(provider),
    true,
  ).prepare(`marktplatz_food_board_${tab}`);
}

/** A provider's board head alone (the page cache's check), one prepared statement per database handle. */
const headStatements = new WeakMap<Executor, ReturnType<typeof prepareHeadStatement>>();

function prepareHeadStatement(db: Executor) {
  return db
    .select({ head: boardHeadSql(sql.placeholder('provider')) })
    .from(sql`(select 1) as head`)
    .prepare('marktplatz_food_board_head');
}

export async function boardHead(db: Executor, providerId: number): Promise<BoardHead> {
  let statement = headStatements.get(db);
  if (!statement) {
    statement = prepareHeadStatement(db);
    headStatements.set(db, statement);
  }
  const [row] = await statement.execute({ provider: providerId });
  return readBoardHead(row?.head);
}

export function boardStatement(db: Executor, tab: BoardTab) {
  let statements = boardStatements.get(db);
  if (!statements) {
    statements = new Map();
    boardStatements.set(db, statements);
  }
  let statement = statements.get(tab);
  if (!statement) {
    statement = prepareBoardStatement(db, tab);
    statements.set(tab, statement);
  }
  return statement;
}

/** What a card shows that follows from its status and delivery mode alone, built once (the board reads 50 at a time). */
const STATUS_PARTS = new Map(
  FOOD_ORDER_STATUSES.flatMap((status) =>
    (['shipping', 'pickup'] as const).map((mode) => [
      `${status}:${mode}`,
      {
        status_label: FOOD_STATUS_LABELS[status],
        tab: tabOf(status),
        delivery_status: deliveryStatusOf(status),
        next_statuses: FOOD_ORDER_TRANSITIONS[status]
          .filter((next) => (next === 'on_delivery' ? mode === 'shipping' : next === 'ready_for_pickup' ? mode === 'pickup' : true))
          .map((next) => ({ value: next, label: FOOD_STATUS_LABELS[next] })),
      },
    ]),
  ),
);

export function presentCard(row: CardRow) {
  const { status } = row;
  const parts = STATUS_PARTS.get(`${status}:${row.delivery_mode}`);
  return {
    id: row.id,
    order_number: row.order_number,
    status,
    status_label: parts?.status_label ?? FOOD_STATUS_LABELS[status],
    tab: parts?.tab ?? tabOf(status),
    delivery_status: parts ? parts.delivery_status : deliveryStatusOf(status),
    next_statuses: parts?.next_statuses ?? [],
    provider_id: row.provider_id,
    provider_name: row.provider_name,
    customer_name: row.customer_name,
    delivery_mode: row.delivery_mode,
    delivery_address: row.delivery_address,
    pickup_address: row.pickup_address,
    payment_method: row.payment_method,
    cash_option: row.cash_option,
    items: row.items,
    items_cents: row.items_cents,
    delivery_fee_cents: row.delivery_fee_cents,
    total_cents: row.total_cents,
    amount_due_cents: row.amount_due_cents,
    total: formatEuro(row.total_cents),
    track_note: row.track_note,
    eta_at: row.eta_at,
    slot_at: row.slot_at,
    slot_text: row.slot_at ? slotText(new Date(row.slot_at)) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    withdrawal_notice: WITHDRAWAL_NOTICE,
  };
}

export type PresentedFoodOrder = ReturnType<typeof presentCard>;

export function tabCounts(counts: Map<FoodOrderStatus, number>) {
  const sum = (list: readonly FoodOrderStatus[]) => list.reduce((total, status) => total + (counts.get(status) ?? 0), 0);
  return {
    sum,
    tabs: Object.fromEntries(Object.entries(BOARD_TABS).map(([tab, list]) => [tab, sum(list)])) as Record<BoardTab, number>,
  };
}

/** A customer's food orders counted by status (a customer has few; a provider's counts are kept in `food_boards`). */
export async function customerCounts(db: Executor, userId: number): Promise<Map<FoodOrderStatus, number>> {
  const rows = await db
    .select({ status: foodOrders.status, total: count() })
    .from(foodOrders)
    .where(eq(foodOrders.userId, userId))
    .groupBy(foodOrders.status);
  return new Map(rows.map((row) => [row.status, row.total]));
}
