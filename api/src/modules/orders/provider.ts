import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type DeliveryMode,
  type PaymentStatus,
  shopOrderItems,
  shopOrderRevocations,
  shopOrders,
  shopOrderTracks,
  shopVendorOrders,
  type VendorOrderStatus,
} from '../../db/schema/orders';
import { NotFoundError } from '../../http/errors';
import { pageOffset, type PageRequest } from '../../http/pagination';
import { containsPattern } from '../../lib/like-pattern';
import { cachedProviderTotals, type ProviderTotals } from './provider-totals';
import { ORDER_NOT_FOUND, type OrderItemRow, type OrderRow, type VendorOrderRow } from './service';

export type TrackRow = typeof shopOrderTracks.$inferSelect;
export type RevocationRow = typeof shopOrderRevocations.$inferSelect;

/** A vendor order as its provider sees it: the customer's order around it, its lines, tracks and Widerrufe. */
export interface ProviderVendorOrder {
  vendor: VendorOrderRow;
  order: OrderRow;
  items: OrderItemRow[];
  tracks: TrackRow[];
  revocations: RevocationRow[];
}

export interface ProviderOrderFilters {
  status?: VendorOrderStatus | undefined;
  payment?: PaymentStatus | undefined;
  delivery?: DeliveryMode | undefined;
  /** `YYYY-MM-DD`, calendar days in Berlin time, both inclusive. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Vendor order number, customer name or e-mail, or product name (part of it, any case). */
  search?: string | undefined;
}

/**
 * The conditions of the filters that are set; each value goes through `value` (the value itself, or a placeholder
 * of a prepared statement under the filter's name).
 */
function conditionsOf(
  filters: ProviderOrderFilters,
  value: (name: keyof ProviderOrderFilters | 'providerId' | 'pattern', actual: unknown) => unknown,
): SQL[] {
  const conditions: SQL[] = [sql`${shopVendorOrders.providerId} = ${value('providerId', undefined)}`];
  if (filters.status) conditions.push(sql`${shopVendorOrders.status} = ${value('status', filters.status)}`);
  if (filters.payment) conditions.push(sql`${shopOrders.paymentStatus} = ${value('payment', filters.payment)}`);
  if (filters.delivery) conditions.push(sql`${shopVendorOrders.deliveryMode} = ${value('delivery', filters.delivery)}`);
  if (filters.dateFrom) {
    conditions.push(
      sql`${shopVendorOrders.createdAt} >= (${value('dateFrom', filters.dateFrom)}::date)::timestamp AT TIME ZONE 'Europe/Berlin'`,
    );
  }
  if (filters.dateTo) {
    conditions.push(
      sql`${shopVendorOrders.createdAt} < ((${value('dateTo', filters.dateTo)}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`,
    );
  }
  if (filters.search) {
    const pattern = value('pattern', containsPattern(filters.search));
    conditions.push(sql`(
      ${shopVendorOrders.vendorOrderNumber} ILIKE ${pattern}
      OR ${shopOrders.customerEmail} ILIKE ${pattern}
      OR (${shopOrders.billingAddress}->>'first_name') || ' ' || (${shopOrders.billingAddress}->>'last_name') ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM ${shopOrderItems} WHERE ${shopOrderItems.vendorOrderId} = ${shopVendorOrders.id} AND ${shopOrderItems.productName} ILIKE ${pattern})
    )`);
  }
  return conditions;
}

export function filterConditions(providerId: number, filters: ProviderOrderFilters): SQL[] {
  return conditionsOf(filters, (name, actual) => (name === 'providerId' ? providerId : actual));
}

/** The values of a prepared statement built by {@link conditionsOf} with placeholders. */
function placeholderValues(providerId: number, filters: ProviderOrderFilters): Record<string, unknown> {
  return {
    providerId,
    status: filters.status,
    payment: filters.payment,
    delivery: filters.delivery,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    pattern: filters.search ? containsPattern(filters.search) : undefined,
  };
}

const asPlaceholder = (name: string) => sql.placeholder(name);

/** The columns of a vendor order the list shows. */
const listVendorColumns = {
  id: shopVendorOrders.id,
  vendorOrderNumber: shopVendorOrders.vendorOrderNumber,
  createdAt: shopVendorOrders.createdAt,
  status: shopVendorOrders.status,
  deliveryMode: shopVendorOrders.deliveryMode,
  voucherCents: shopVendorOrders.voucherCents,
  cashOption: shopVendorOrders.cashOption,
  totalCents: shopVendorOrders.totalCents,
  amountDueCents: shopVendorOrders.amountDueCents,
};

/** The columns of the customer's order the list shows (not the VAT lines, the bank reference, the addresses, …). */
const listOrderColumns = {
  id: shopOrders.id,
  orderNumber: shopOrders.orderNumber,
  customerEmail: shopOrders.customerEmail,
  paymentStatus: shopOrders.paymentStatus,
  paymentMethod: shopOrders.paymentMethod,
};

/** What the list shows of the customer: the billing name and company, the city it goes to. */
export interface ProviderOrderListCustomer {
  first_name: string;
  last_name: string;
  company: string;
  /** Of the shipping address, else of the billing address. */
  city: string;
}

/**
 * The four address fields the list shows, read in the statement: the whole address snapshots (two JSON documents a
 * row) were sent, parsed and mapped for four strings.
 */
const listCustomerColumns = {
  first_name: sql<string>`coalesce(${shopOrders.billingAddress}->>'first_name', '')`,
  last_name: sql<string>`coalesce(${shopOrders.billingAddress}->>'last_name', '')`,
  company: sql<string>`coalesce(${shopOrders.billingAddress}->>'company', '')`,
  city: sql<string>`coalesce(coalesce(nullif(${shopOrders.shippingAddress}, 'null'::jsonb), ${shopOrders.billingAddress})->>'city', '')`,
};

/** A row of the provider's order list: the vendor order, the order around it, and what the list shows of its lines. */
export interface ProviderOrderListRow {
  vendor: Pick<VendorOrderRow, keyof typeof listVendorColumns>;
  order: Pick<OrderRow, keyof typeof listOrderColumns>;
  customer: ProviderOrderListCustomer;
  /** Units over all lines. */
  itemsCount: number;
  /** The lines' product names, in line order, joined by „, “. */
  productNames: string;
  /** Whether a Widerruf was declared for it. */
  hasWiderruf: boolean;
}

/** The list row of a fully loaded vendor order (detail view, shipping queue). */
export function listRowOf(full: Pick<ProviderVendorOrder, 'vendor' | 'order' | 'items' | 'revocations'>): ProviderOrderListRow {
  const billing = full.order.billingAddress;
  return {
    vendor: full.vendor,
    order: full.order,
    customer: {
      first_name: billing.first_name,
      last_name: billing.last_name,
      company: billing.company,
      city: (full.order.shippingAddress ?? billing).city,
    },
    itemsCount: full.items.reduce((total, item) => total + item.qty, 0),
    productNames: full.items.map((item) => item.productName).join(', '),
    hasWiderruf: full.revocations.length > 0,
  };
}

async function withDetails(db: Executor, rows: { vendor: VendorOrderRow; order: OrderRow }[]): Promise<ProviderVendorOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.vendor.id);
  // Sequential: the executor may be a transaction.
  const items = await db.select().from(shopOrderItems).where(inArray(shopOrderItems.vendorOrderId, ids)).orderBy(asc(shopOrderItems.id));
  const tracks = await db
    .select()
    .from(shopOrderTracks)
    .where(inArray(shopOrderTracks.vendorOrderId, ids))
    .orderBy(asc(shopOrderTracks.id));
  const revocations = await db
    .select()
    .from(shopOrderRevocations)
    .where(inArray(shopOrderRevocations.vendorOrderId, ids))
    .orderBy(asc(shopOrderRevocations.id));
  return rows.map(({ vendor, order }) => ({
    vendor,
    order,
    items: items.filter((item) => item.vendorOrderId === vendor.id),
    tracks: tracks.filter((track) => track.vendorOrderId === vendor.id),
    revocations: revocations.filter((revocation) => revocation.vendorOrderId === vendor.id),
  }));
}

/** The filters that read the customer's order (`shop_orders`): only then does the count join it. */
function filtersReadOrder(filters: ProviderOrderFilters): boolean {
  return Boolean(filters.payment || filters.search);
}

/**
 * Count and gross of every match in one aggregate; without a payment or search filter over `shop_vendor_orders` alone
 * (an index-only scan of `shop_vendor_orders_provider_totals_idx`).
 */
async function providerOrderTotals(db: Executor, providerId: number, filters: ProviderOrderFilters): Promise<ProviderTotals> {
  const [totals] = await totalsQuery(db, filters).execute(placeholderValues(providerId, filters));
  return { total: totals?.total ?? 0, totalCents: Number(totals?.cents ?? 0) };
}

/** Which filters are set: the shape of the SQL (one prepared statement per shape and database handle). */
function filterShape(filters: ProviderOrderFilters): string {
  return [filters.status, filters.payment, filters.delivery, filters.dateFrom, filters.dateTo, filters.search]
    .map((value) => (value ? '1' : '0'))
    .join('');
}

function buildTotalsQuery(db: Executor, filters: ProviderOrderFilters) {
  const where = and(...conditionsOf(filters, asPlaceholder));
  const aggregate = { total: count(), cents: sum(shopVendorOrders.totalCents) };
  const query = filtersReadOrder(filters)
    ? db.select(aggregate).from(shopVendorOrders).innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId)).where(where)
    : db.select(aggregate).from(shopVendorOrders).where(where);
  return query.prepare(`orders_provider_totals_${filterShape(filters)}`);
}

/**
 * One statement per page. The page's ids come first (an index scan that reads no more than the filters need), so the
 * rows skipped by the offset are never joined to their order nor summed up: only the rows of the page are. What the
 * list shows of the lines and Widerrufe comes from correlated subqueries over those.
 */
function buildPageQuery(db: Executor, filters: ProviderOrderFilters) {
  const filtered = db.select({ id: shopVendorOrders.id }).from(shopVendorOrders);
  const pageIds = (filtersReadOrder(filters) ? filtered.innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId)) : filtered)
    .where(and(...conditionsOf(filters, asPlaceholder)))
    .orderBy(desc(shopVendorOrders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return db
    .select({
      vendor: listVendorColumns,
      order: listOrderColumns,
      customer: listCustomerColumns,
      itemsCount: sql<number>`(select coalesce(sum(${shopOrderItems.qty}), 0)::int from ${shopOrderItems} where ${shopOrderItems.vendorOrderId} = ${shopVendorOrders.id})`,
      productNames: sql<string>`(select coalesce(string_agg(${shopOrderItems.productName}, ', ' order by ${shopOrderItems.id}), '') from ${shopOrderItems} where ${shopOrderItems.vendorOrderId} = ${shopVendorOrders.id})`,
      hasWiderruf: sql<boolean>`exists (select 1 from ${shopOrderRevocations} where ${shopOrderRevocations.vendorOrderId} = ${shopVendorOrders.id})`,
    })
    .from(pageIds)
    .innerJoin(shopVendorOrders, eq(shopVendorOrders.id, pageIds.id))
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .orderBy(desc(shopVendorOrders.id))
    .prepare(`orders_provider_page_${filterShape(filters)}`);
}

/**
 * The list's statements are built once per filter shape and database handle and run as named prepared statements:
 * neither drizzle nor PostgreSQL (per pooled connection) builds, parses or plans them again on every request.
 */
const preparedQueries = new WeakMap<
  Executor,
  { pages: Map<string, ReturnType<typeof buildPageQuery>>; totals: Map<string, ReturnType<typeof buildTotalsQuery>> }
>();

function preparedOf(db: Executor) {
  let entry = preparedQueries.get(db);
  if (!entry) {
    entry = { pages: new Map(), totals: new Map() };
    preparedQueries.set(db, entry);
  }
  return entry;
}

function pageQuery(db: Executor, filters: ProviderOrderFilters) {
  const { pages } = preparedOf(db);
  const shape = filterShape(filters);
  let query = pages.get(shape);
  if (!query) {
    query = buildPageQuery(db, filters);
    pages.set(shape, query);
  }
  return query;
}

function totalsQuery(db: Executor, filters: ProviderOrderFilters) {
  const { totals } = preparedOf(db);
  const shape = filterShape(filters);
  let query = totals.get(shape);
  if (!query) {
    query = buildTotalsQuery(db, filters);
    totals.set(shape, query);
  }
  return query;
}

/**
 * A provider's vendor orders, newest first, filtered; with the number and the gross value of all matches
 * (`meta.total`, `total_order_value`), kept a few seconds per provider and filter (`provider-totals.ts`; every write
 * of the provider's orders drops them).
 */
export async function pageProviderOrders(
  db: Executor,
  providerId: number,
  filters: ProviderOrderFilters,
  page: PageRequest,
): Promise<{ rows: ProviderOrderListRow[]; total: number; totalCents: number }> {
  const { limit, offset } = pageOffset(page);
  const key = JSON.stringify([
    filters.status ?? null,
    filters.payment ?? null,
    filters.delivery ?? null,
    filters.dateFrom ?? null,
    filters.dateTo ?? null,
    filters.search ?? null,
  ]);
  const totals = await cachedProviderTotals(db, providerId, key, () => providerOrderTotals(db, providerId, filters));
  // Past the last match there is nothing to read: a search without matches would otherwise test every vendor order.
  if (offset >= totals.total) return { rows: [], ...totals };
  const rows = await pageQuery(db, filters).execute({ ...placeholderValues(providerId, filters), limit, offset });
  return { rows: rows.map((row) => ({ ...row, itemsCount: Number(row.itemsCount), hasWiderruf: Boolean(row.hasWiderruf) })), ...totals };
}

/** One of the provider's vendor orders by id; anyone else's → 404. */
export async function providerVendorOrder(db: Executor, providerId: number, vendorOrderId: number): Promise<ProviderVendorOrder> {
  const rows = await db
    .select({ vendor: shopVendorOrders, order: shopOrders })
    .from(shopVendorOrders)
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .where(and(eq(shopVendorOrders.id, vendorOrderId), eq(shopVendorOrders.providerId, providerId)))
    .limit(1);
  const [full] = await withDetails(db, rows);
  if (!full) throw new NotFoundError(ORDER_NOT_FOUND);
  return full;
}

/**
 * The provider's vendor order within a customer order, by the order number (`MP-2026-000123`) or the vendor order
 * number (`MP-2026-000123-1`): only the caller's own part; anything else → 404.
 */
export async function providerVendorOrderByNumber(db: Executor, providerId: number, number: string): Promise<ProviderVendorOrder> {
  const rows = await db
    .select({ vendor: shopVendorOrders, order: shopOrders })
    .from(shopVendorOrders)
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .where(
      and(
        eq(shopVendorOrders.providerId, providerId),
        sql`(${shopOrders.orderNumber} = ${number} OR ${shopVendorOrders.vendorOrderNumber} = ${number})`,
      ),
    )
    .limit(1);
  const [full] = await withDetails(db, rows);
  if (!full) throw new NotFoundError(ORDER_NOT_FOUND);
  return full;
}

/** Vendor orders to ship (confirmed, delivery by shipping), oldest first: the provider's shipping queue. */
export async function shippingQueue(db: Executor, providerId: number): Promise<ProviderVendorOrder[]> {
  const rows = await db
    .select({ vendor: shopVendorOrders, order: shopOrders })
    .from(shopVendorOrders)
    .innerJoin(shopOrders, eq(shopOrders.id, shopVendorOrders.orderId))
    .where(
      and(
        eq(shopVendorOrders.providerId, providerId),
        eq(shopVendorOrders.deliveryMode, 'shipping'),
        eq(shopVendorOrders.status, 'confirmed'),
      ),
    )
    .orderBy(asc(shopVendorOrders.id))
    .limit(100);
  return withDetails(db, rows);
}

/** The provider's parcels: tracks with a tracking number, newest first. */
export async function providerParcels(db: Executor, providerId: number, limit = 50) {
  return db
    .select({ track: shopOrderTracks, vendorOrderNumber: shopVendorOrders.vendorOrderNumber, vendorStatus: shopVendorOrders.status })
    .from(shopOrderTracks)
    .innerJoin(shopVendorOrders, eq(shopVendorOrders.id, shopOrderTracks.vendorOrderId))
    .where(and(eq(shopVendorOrders.providerId, providerId), isNotNull(shopOrderTracks.trackingNumber)))
    .orderBy(desc(shopOrderTracks.id))
    .limit(limit);
}
