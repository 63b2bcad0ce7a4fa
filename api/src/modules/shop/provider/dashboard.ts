import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Executor } from '../../../db/client';
import { PRODUCT_STATUSES, type ProductStatus, shopCategories, shopProducts, shopProductVariants, shopShippingMethods } from '../../../db/schema';
import { pageOffset, type PageRequest, paginatorInfo } from '../../../http/pagination';
import { uploadUrl } from '../../../http/uploads';
import { leadCounts } from '../../leads/inquiry-service';
import { providerOrderTotalCents } from '../../orders/service';
import { euros, eurosOrNull } from '../pricing';
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
    conditions.push(or(ilike(shopProducts.name, pattern), ilike(shopProducts.sku, pattern), ilike(shopProducts.articleNumber, pattern)) as SQL);
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
          .where(and(inArray(shopProductVariants.productId, rows.map((row) => row.id)), eq(shopProductVariants.isActive, true)))
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
