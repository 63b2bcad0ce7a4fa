import { allowance } from '../../billing/public';
import { canPublish, NOT_VERIFIED_MESSAGE } from '../../onboarding/public';
import { and, asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { shopBulkPrices, shopProducts, shopProductVariants, shopWholesaleDiscounts } from '../../../db/schema/shop';
import { type FieldErrors, NotFoundError, ValidationError } from '../../../http/errors';
import { recordVariantPrice } from '../price-history';
import { euros } from '../../../lib/money';
import { NOT_FOUND, ownProduct, ownVariant, type ProductRow, type VariantRow } from './ownership';
import { presentBulkPrice, presentWholesale } from './presenters';
import { activeProductCount } from './products';
import type { BulkUpdateResult, BulkUpdateRow } from './schemas';
import { syncProductFromVariants } from './sync';

/**
 * The package's limit of active products over a bulk update: the rows that would take the provider past it get the
 * German refusal (naming the limit and `/account/packages`) on their `status`, in the order sent. Products the same
 * update takes offline make room first; a product named in several rows counts once (its last status wins).
 */
async function refuseBeyondLimit(
  tx: Executor,
  providerId: number,
  plan: readonly { index: number; product: ProductRow; row: BulkUpdateRow }[],
  errors: FieldErrors,
): Promise<void> {
  const finalStatus = new Map<number, { was: string; now: string }>();
  for (const { product, row } of plan) if (row.status !== undefined) finalStatus.set(product.id, { was: product.status, now: row.status });
  const going = [...finalStatus].filter(([, status]) => status.was !== 'active' && status.now === 'active').map(([id]) => id);
  const leaving = [...finalStatus.values()].filter((status) => status.was === 'active' && status.now !== 'active').length;
  const { remaining, message } = await allowance(tx, providerId, 'active_products', () => activeProductCount(tx, providerId));
  if (remaining === null || going.length <= remaining + leaving) return;
  const refused = new Set(going.slice(remaining + leaving));
  for (const { index, product, row } of plan)
    if (row.status === 'active' && refused.has(product.id)) errors[`products.${index}.status`] = [message];
}

/** The variant a tier refers to: the given one (of this product) or, without one, the default/cheapest. */
async function tierTarget(
  db: Executor,
  providerId: number,
  product: ProductRow,
  variantId: number | null | undefined,
): Promise<VariantRow | null> {
  if (variantId != null) {
    const found = await ownVariant(db, providerId, variantId);
    if (found.product.id !== product.id) throw ValidationError.field('variant_id', 'Diese Variante gehört nicht zum Produkt.');
    return found.variant;
  }
  return null;
}

async function bulkPriceOf(db: Executor, providerId: number, id: number) {
  const [row] = await db
    .select({ tier: shopBulkPrices })
    .from(shopBulkPrices)
    .innerJoin(shopProducts, eq(shopProducts.id, shopBulkPrices.productId))
    .where(and(eq(shopBulkPrices.id, id), eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND.bulkPrice);
  return row.tier;
}

async function checkTier(
  db: Executor,
  product: ProductRow,
  variant: VariantRow | null,
  minQty: number,
  priceCents: number,
  exceptId: number | null,
): Promise<void> {
  const regular = variant?.priceCents ?? product.priceCents;
  if (priceCents >= regular) {
    throw ValidationError.field(
      'price',
      `Der Staffelpreis muss unter dem regulären Preis von ${euros(regular).toLocaleString('de-DE', { minimumFractionDigits: 2 })} € liegen.`,
    );
  }
  const conditions: SQL[] = [eq(shopBulkPrices.productId, product.id), eq(shopBulkPrices.minQty, minQty)];
  conditions.push(variant ? eq(shopBulkPrices.variantId, variant.id) : isNull(shopBulkPrices.variantId));
  if (exceptId !== null) conditions.push(ne(shopBulkPrices.id, exceptId));
  const [clash] = await db
    .select({ id: shopBulkPrices.id })
    .from(shopBulkPrices)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw ValidationError.field('min_qty', 'Für diese Menge gibt es schon einen Staffelpreis.');
}

export async function addBulkPrice(
  db: Executor,
  providerId: number,
  input: { product_id: number; variant_id?: number | null | undefined; min_qty: number; price: number },
) {
  const product = await ownProduct(db, providerId, input.product_id);
  const variant = await tierTarget(db, providerId, product, input.variant_id);
  await checkTier(db, product, variant, input.min_qty, input.price, null);
  const [row] = await db
    .insert(shopBulkPrices)
    .values({ productId: product.id, variantId: variant?.id ?? null, minQty: input.min_qty, unitPriceCents: input.price })
    .returning();
  if (!row) throw new Error('Staffelpreis wurde nicht angelegt.');
  return presentBulkPrice(row);
}

export async function editBulkPrice(db: Executor, providerId: number, input: { id: number; min_qty: number; price: number }) {
  const tier = await bulkPriceOf(db, providerId, input.id);
  const product = await ownProduct(db, providerId, tier.productId);
  const variant = tier.variantId === null ? null : (await ownVariant(db, providerId, tier.variantId)).variant;
  await checkTier(db, product, variant, input.min_qty, input.price, tier.id);
  const [row] = await db
    .update(shopBulkPrices)
    .set({ minQty: input.min_qty, unitPriceCents: input.price })
    .where(eq(shopBulkPrices.id, tier.id))
    .returning();
  if (!row) throw new NotFoundError(NOT_FOUND.bulkPrice);
  return presentBulkPrice(row);
}

export async function deleteBulkPrice(db: Executor, providerId: number, id: number) {
  await bulkPriceOf(db, providerId, id);
  await db.delete(shopBulkPrices).where(eq(shopBulkPrices.id, id));
  return { id };
}

export async function listBulkPrices(db: Executor, providerId: number, productId: number) {
  await ownProduct(db, providerId, productId);
  const rows = await db
    .select()
    .from(shopBulkPrices)
    .where(eq(shopBulkPrices.productId, productId))
    .orderBy(asc(shopBulkPrices.variantId), asc(shopBulkPrices.minQty));
  return rows.map(presentBulkPrice);
}

// --- Wholesale discounts ----------------------------------------------------------------------------------

export async function listWholesaleDiscounts(db: Executor, providerId: number, productId: number) {
  await ownProduct(db, providerId, productId);
  const rows = await db
    .select({ discount: shopWholesaleDiscounts, variantName: shopProductVariants.name })
    .from(shopWholesaleDiscounts)
    .leftJoin(shopProductVariants, eq(shopProductVariants.id, shopWholesaleDiscounts.shopProductVariantId))
    .where(eq(shopWholesaleDiscounts.productId, productId))
    .orderBy(asc(shopWholesaleDiscounts.shopProductVariantId), asc(shopWholesaleDiscounts.wholeSellQty));
  return rows.map((row) => presentWholesale(row.discount, row.variantName));
}

export async function addWholesaleDiscount(
  db: Executor,
  providerId: number,
  input: { product_id: number; shop_product_variant_id?: number | null | undefined; whole_sell_qty: number; whole_sell_discount: number },
) {
  const product = await ownProduct(db, providerId, input.product_id);
  let variant: VariantRow | null = null;
  if (input.shop_product_variant_id != null) {
    const found = await ownVariant(db, providerId, input.shop_product_variant_id);
    if (found.product.id !== product.id) {
      throw ValidationError.field('shop_product_variant_id', 'Diese Variante gehört nicht zum Produkt.');
    }
    variant = found.variant;
  }
  const [clash] = await db
    .select({ id: shopWholesaleDiscounts.id })
    .from(shopWholesaleDiscounts)
    .where(
      and(
        eq(shopWholesaleDiscounts.productId, product.id),
        eq(shopWholesaleDiscounts.wholeSellQty, input.whole_sell_qty),
        variant ? eq(shopWholesaleDiscounts.shopProductVariantId, variant.id) : isNull(shopWholesaleDiscounts.shopProductVariantId),
      ),
    )
    .limit(1);
  if (clash) throw ValidationError.field('whole_sell_qty', 'Für diese Menge gibt es schon einen Großhandelsrabatt.');
  const [row] = await db
    .insert(shopWholesaleDiscounts)
    .values({
      productId: product.id,
      shopProductVariantId: variant?.id ?? null,
      wholeSellQty: input.whole_sell_qty,
      wholeSellDiscount: input.whole_sell_discount,
    })
    .returning();
  if (!row) throw new Error('Rabatt wurde nicht angelegt.');
  return presentWholesale(row, variant?.name ?? null);
}

export async function deleteWholesaleDiscount(db: Executor, providerId: number, id: number) {
  const [row] = await db
    .select({ id: shopWholesaleDiscounts.id })
    .from(shopWholesaleDiscounts)
    .innerJoin(shopProducts, eq(shopProducts.id, shopWholesaleDiscounts.productId))
    .where(and(eq(shopWholesaleDiscounts.id, id), eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt)))
    .limit(1);
  if (!row) throw new NotFoundError(NOT_FOUND.wholesale);
  await db.delete(shopWholesaleDiscounts).where(eq(shopWholesaleDiscounts.id, id));
  return { id };
}

// --- Bulk update ------------------------------------------------------------------------------------------

/**
 * Price, strike price, stock and status for many rows in one transaction. Every row is checked first; one bad
 * row → 422 with `products.<index>.<field>` and nothing is saved.
 */
export async function updateBulkProducts(db: Executor, providerId: number, rows: BulkUpdateRow[]): Promise<BulkUpdateResult> {
  return db.transaction(async (tx) => {
    const errors: FieldErrors = {};
    const plan: { index: number; product: ProductRow; variant: VariantRow; row: BulkUpdateRow }[] = [];
    const productIds = [...new Set(rows.flatMap((row) => (row.id !== undefined ? [row.id] : [])))];
    const variantIds = [...new Set(rows.flatMap((row) => (row.variant_id !== undefined ? [row.variant_id] : [])))];
    const products =
      productIds.length === 0
        ? []
        : await tx
            .select()
            .from(shopProducts)
            .where(and(inArray(shopProducts.id, productIds), eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt)));
    const variants =
      variantIds.length === 0
        ? []
        : await tx
            .select({ variant: shopProductVariants, product: shopProducts })
            .from(shopProductVariants)
            .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
            .where(
              and(
                inArray(shopProductVariants.id, variantIds),
                eq(shopProductVariants.isActive, true),
                eq(shopProducts.providerId, providerId),
                isNull(shopProducts.deletedAt),
              ),
            );
    const defaults =
      products.length === 0
        ? []
        : await tx
            .select()
            .from(shopProductVariants)
            .where(
              and(
                inArray(
                  shopProductVariants.productId,
                  products.map((product) => product.id),
                ),
                eq(shopProductVariants.isDefault, true),
              ),
            );
    for (const [index, row] of rows.entries()) {
      const add = (field: string, message: string) => {
        errors[`products.${index}.${field}`] = [message];
      };
      if (row.variant_id !== undefined) {
        const found = variants.find((candidate) => candidate.variant.id === row.variant_id);
        if (!found || (row.id !== undefined && found.product.id !== row.id)) {
          add('variant_id', NOT_FOUND.variant);
          continue;
        }
        plan.push({ index, product: found.product, variant: found.variant, row });
        continue;
      }
      const product = products.find((candidate) => candidate.id === row.id);
      if (!product) {
        add('id', NOT_FOUND.product);
        continue;
      }
      const variant = defaults.find((candidate) => candidate.productId === product.id);
      if (product.isVariants && (row.price !== undefined || row.stock !== undefined || row.previous_price !== undefined)) {
        add('id', 'Dieses Produkt hat Varianten: Preis und Bestand bitte je Variante (variant_id) ändern.');
        continue;
      }
      if (!variant) {
        add('id', NOT_FOUND.variant);
        continue;
      }
      plan.push({ index, product, variant, row });
    }
    const publishes = plan.filter((entry) => entry.row.status === 'active' && entry.product.status !== 'active');
    if (publishes.length > 0 && !(await canPublish(tx, providerId)))
      for (const entry of publishes) errors[`products.${entry.index}.status`] = [NOT_VERIFIED_MESSAGE];
    else if (publishes.length > 0) await refuseBeyondLimit(tx, providerId, plan, errors);
    for (const entry of plan) {
      const price = entry.row.price ?? entry.variant.priceCents;
      const old = entry.row.previous_price === undefined ? entry.variant.oldPriceCents : entry.row.previous_price;
      if (old !== null && old <= price)
        errors[`products.${entry.index}.previous_price`] = ['Der Streichpreis muss höher als der Preis sein.'];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors, 'Einige Zeilen sind ungültig; es wurde nichts gespeichert.');
    const touched = new Set<number>();
    const notices = new Map<number, string>();
    for (const entry of plan) {
      const { row, variant, product } = entry;
      let oldPriceCents: number | null | undefined;
      if (row.price !== undefined || row.previous_price !== undefined) {
        const typedOld = row.previous_price === undefined ? variant.oldPriceCents : row.previous_price;
        const settled = await recordVariantPrice(tx, variant.id, variant, row.price ?? variant.priceCents, typedOld);
        oldPriceCents = settled.oldPriceCents;
        if (settled.notice) notices.set(entry.index, settled.notice);
      }
      await tx
        .update(shopProductVariants)
        .set({
          ...(row.price !== undefined ? { priceCents: row.price } : {}),
          ...(oldPriceCents !== undefined ? { oldPriceCents } : {}),
          ...(row.stock !== undefined ? { qty: row.stock } : {}),
          updatedAt: new Date(),
        })
        .where(eq(shopProductVariants.id, variant.id));
      if (row.status !== undefined) {
        await tx.update(shopProducts).set({ status: row.status, updatedAt: new Date() }).where(eq(shopProducts.id, product.id));
      }
      touched.add(product.id);
    }
    for (const productId of touched) await syncProductFromVariants(tx, productId);
    const result = await tx
      .select({ variant: shopProductVariants, status: shopProducts.status })
      .from(shopProductVariants)
      .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
      .where(
        inArray(
          shopProductVariants.id,
          plan.map((entry) => entry.variant.id),
        ),
      );
    return {
      updated: plan.length,
      rows: plan.map((entry) => {
        const current = result.find((candidate) => candidate.variant.id === entry.variant.id);
        return {
          id: entry.product.id,
          variant_id: entry.variant.id,
          price: euros(current?.variant.priceCents ?? entry.variant.priceCents),
          stock: current?.variant.qty ?? entry.variant.qty,
          status: current?.status ?? entry.product.status,
          price_notice: notices.get(entry.index) ?? null,
        };
      }),
    };
  });
}
