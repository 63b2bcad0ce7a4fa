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
} from '../../../db/schema/shop';
import { countedPage, type PageRequest, paginatorInfo } from '../../../http/pagination';
import { uploadUrl } from '../../../http/uploads';
import { containsPattern } from '../../../lib/like-pattern';
import { euros, eurosOrNull } from '../../../lib/money';
import { bit } from './presenters';

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
    const pattern = containsPattern(keyword);
    conditions.push(
      or(ilike(shopProducts.name, pattern), ilike(shopProducts.sku, pattern), ilike(shopProducts.articleNumber, pattern)) as SQL,
    );
  }
  if (filter.status) conditions.push(eq(shopProducts.status, filter.status));
  const where = and(...conditions);
  const { rows, total } = await countedPage(
    page,
    () => db.select({ total: count() }).from(shopProducts).where(where),
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
      .$dynamic(),
  );
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

/** The top-level category whose products make a provider a food provider (gastro entries). */
const FOOD_CATEGORY_SLUG = 'lebensmittel';

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
 * The catalogue side of the provider's start page (read by the dashboard module): active products that are sold
 * out (by name), the number of drafts and of active products without a picture, and whether the provider sells food.
 */
export async function providerCatalogueFigures(db: Executor, providerId: number) {
  const notDeleted = and(eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt));
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
  return {
    soldOut,
    drafts: drafts?.total ?? 0,
    withoutImage: withoutImage?.total ?? 0,
    isFood: await isFoodProvider(db, providerId),
  };
}

/** A provider's catalogue at a glance for the back office: counts by status and the newest products. */
export async function providerProductOverview(db: Executor, providerId: number, newest = 5) {
  const notDeleted = and(eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt));
  const counts = await db
    .select({ status: shopProducts.status, total: count() })
    .from(shopProducts)
    .where(notDeleted)
    .groupBy(shopProducts.status);
  const latest = await db
    .select({
      id: shopProducts.id,
      name: shopProducts.name,
      slug: shopProducts.slug,
      status: shopProducts.status,
      priceCents: shopProducts.priceCents,
      createdAt: shopProducts.createdAt,
    })
    .from(shopProducts)
    .where(notDeleted)
    .orderBy(desc(shopProducts.createdAt), desc(shopProducts.id))
    .limit(newest);
  const byStatus = Object.fromEntries(PRODUCT_STATUSES.map((status) => [status, 0])) as Record<ProductStatus, number>;
  for (const row of counts) byStatus[row.status] = row.total;
  return { total: counts.reduce((sum, row) => sum + row.total, 0), byStatus, latest };
}
