import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import {
  PRODUCT_STATUSES,
  type ProductStatus,
  shopCategories,
  shopProducts,
  shopProductVariants,
  shopShippingMethods,
} from '../../../db/schema';
import { pageOffset, type PageRequest, paginatorInfo } from '../../../http/pagination';
import { uploadUrl } from '../../../http/uploads';
import { leadCounts } from '../../leads/public';
import { providerOrderFigures, providerOrderTotalCents } from '../../orders/public';
import { euros, eurosOrNull } from '../../../lib/money';
import { bit } from './presenters';

/** The provider dashboard's counters (spec 01 §3 "Provider offer counts"); the lead counts come from the leads module. */
export async function providerOfferCount(db: Executor, providerId: number) {
  const [totalCents, leads] = await Promise.all([providerOrderTotalCents(db, providerId), leadCounts(db, providerId)]);
  return {
    ...leads,
    total_order_value: euros(totalCents),
  };
}

export function isProductStatus(value: string): value is ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(value);
}

/** The provider's products, newest first; `keyword` matches name, SKU or article number. */
export async function providerProducts(
  db: Executor,
  config: AppConfig,
  providerId: number,
  filter: { keyword?: string | undefined; status?: ProductStatus | undefined },
  page: PageRequest,
) {
  const conditions: SQL[] = [eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt)];
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(ilike(shopProducts.name, pattern), ilike(shopProducts.sku, pattern), ilike(shopProducts.articleNumber, pattern)) as SQL,
    );
  }
  if (filter.status) conditions.push(eq(shopProducts.status, filter.status));
  const where = and(...conditions);
  const { limit, offset } = pageOffset(page);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: shopProducts.id,
        name: shopProducts.name,
        sku: shopProducts.sku,
        slug: shopProducts.slug,
        status: shopProducts.status,
        productType: shopProducts.productType,
        priceCents: shopProducts.priceCents,
        stock: shopProducts.stock,
        photo: shopProducts.photo,
        categoryName: shopCategories.name,
        isVariants: shopProducts.isVariants,
        createdAt: shopProducts.createdAt,
      })
      .from(shopProducts)
      .leftJoin(shopCategories, eq(shopCategories.id, shopProducts.shopCategoryId))
      .where(where)
      .orderBy(desc(shopProducts.createdAt), desc(shopProducts.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(shopProducts).where(where),
  ]);
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ productId: shopProductVariants.productId, variants: count() })
          .from(shopProductVariants)
          .where(
            and(
              inArray(
                shopProductVariants.productId,
                rows.map((row) => row.id),
              ),
              eq(shopProductVariants.isActive, true),
            ),
          )
          .groupBy(shopProductVariants.productId);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      sku: row.sku,
      slug: row.slug,
      status: row.status,
      product_type: row.productType,
      price: euros(row.priceCents),
      price_cents: row.priceCents,
      stock: row.stock,
      photo: uploadUrl(config, row.photo),
      category_name: row.categoryName,
      is_variants: bit(row.isVariants),
      variants_count: counts.find((entry) => entry.productId === row.id)?.variants ?? 0,
      created_at: row.createdAt.toISOString(),
    })),
    paginatorInfo: paginatorInfo(page, total, rows.length),
  };
}

/** The provider's shipping methods (spec 01 §7 "shippings"). */
export async function providerShippings(db: Executor, providerId: number) {
  const rows = await db
    .select()
    .from(shopShippingMethods)
    .where(and(eq(shopShippingMethods.providerId, providerId), eq(shopShippingMethods.isActive, true)))
    .orderBy(shopShippingMethods.position, shopShippingMethods.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: euros(row.priceCents),
    free_from: eurosOrNull(row.freeFromCents),
    delivery_time: row.deliveryTime,
    is_pickup: bit(row.isPickup),
  }));
}

/** Vendor order statuses that wait for the provider: to confirm, then to ship or hand over. */
const TO_HANDLE = ['pending', 'confirmed'] as const;
/** Days of revenue the dashboard's chart shows. */
export const REVENUE_DAYS = 30;
/** The top-level category whose products make a provider a food provider (gastro entries). */
const FOOD_CATEGORY_SLUG = 'lebensmittel';

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (Europe/Berlin) of a moment as `YYYY-MM-DD`. */
export function berlinDate(moment: Date): string {
  return berlinDay.format(moment);
}

/** Whether the provider sells food: a food (gastro) product, or products in the food category. */
export async function isFoodProvider(db: Executor, providerId: number): Promise<boolean> {
  const [food] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .leftJoin(shopCategories, eq(shopCategories.id, shopProducts.shopCategoryId))
    .where(
      and(
        eq(shopProducts.providerId, providerId),
        isNull(shopProducts.deletedAt),
        or(eq(shopProducts.productType, 'food'), eq(shopCategories.slug, FOOD_CATEGORY_SLUG)),
      ),
    )
    .limit(1);
  return food !== undefined;
}

/**
 * The provider's start page: the orders waiting for them (to confirm, to ship or hand over), the revenue of the
 * last 30 days per day (Europe/Berlin; cancelled orders left out), the active products that are sold out, and
 * the to-dos that follow from them. The order figures come from the orders module (`providerOrderFigures`).
 */
export async function providerDashboard(db: Executor, providerId: number, now = new Date()) {
  const days: string[] = [];
  for (let back = REVENUE_DAYS - 1; back >= 0; back -= 1) days.push(berlinDate(new Date(now.getTime() - back * 86_400_000)));
  const since = new Date(now.getTime() - (REVENUE_DAYS + 1) * 86_400_000);
  const notDeleted = and(eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt));

  const { waiting, recent } = await providerOrderFigures(db, providerId, [...TO_HANDLE], since);
  const soldOut = await db
    .select({ id: shopProducts.id, name: shopProducts.name, slug: shopProducts.slug, productType: shopProducts.productType })
    .from(shopProducts)
    .where(and(notDeleted, eq(shopProducts.status, 'active'), lte(shopProducts.stock, 0)))
    .orderBy(asc(shopProducts.name), asc(shopProducts.id));
  const [drafts] = await db
    .select({ total: count() })
    .from(shopProducts)
    .where(and(notDeleted, eq(shopProducts.status, 'draft')));
  const [withoutImage] = await db
    .select({ total: count() })
    .from(shopProducts)
    .where(and(notDeleted, eq(shopProducts.status, 'active'), isNull(shopProducts.photo)));
  const food = await isFoodProvider(db, providerId);

  const perDay = new Map(days.map((day) => [day, { cents: 0, orders: 0 }]));
  for (const order of recent) {
    const entry = perDay.get(berlinDate(order.createdAt));
    if (!entry) continue;
    entry.cents += order.totalCents;
    entry.orders += 1;
  }
  const revenueCents = [...perDay.values()].reduce((total, day) => total + day.cents, 0);
  const toConfirm = waiting.filter((order) => order.status === 'pending').length;
  const toShip = waiting.length - toConfirm;

  const todos: { key: string; count: number }[] = [
    { key: 'confirm_orders', count: toConfirm },
    { key: 'ship_orders', count: toShip },
    { key: 'restock', count: soldOut.length },
    { key: 'add_images', count: withoutImage?.total ?? 0 },
    { key: 'publish_drafts', count: drafts?.total ?? 0 },
  ].filter((todo) => todo.count > 0);

  return {
    is_food_provider: food,
    orders_to_handle: {
      count: waiting.length,
      to_confirm: toConfirm,
      to_ship: toShip,
      latest: waiting.slice(0, 5).map((order) => ({
        id: order.id,
        vendor_order_number: order.number,
        status: order.status,
        delivery_mode: order.deliveryMode,
        total: euros(order.totalCents),
        created_at: order.createdAt.toISOString(),
      })),
    },
    revenue: {
      days: REVENUE_DAYS,
      total: euros(revenueCents),
      total_cents: revenueCents,
      orders: recent.filter((order) => perDay.has(berlinDate(order.createdAt))).length,
      per_day: [...perDay.entries()].map(([date, day]) => ({ date, total: euros(day.cents), total_cents: day.cents, orders: day.orders })),
    },
    stock_outs: {
      count: soldOut.length,
      products: soldOut
        .slice(0, 5)
        .map((product) => ({ id: product.id, name: product.name, slug: product.slug, product_type: product.productType })),
    },
    todos,
  };
}
