import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopProductVariants, shopProducts } from '../../db/schema/shop';
import { AppError } from '../../http/errors';

export interface StockLine {
  variantId: number;
  qty: number;
}

/** A cart line that the stock cannot serve; 409 with a German message naming the product. */
export class OutOfStockError extends AppError {
  constructor(
    readonly variantId: number,
    readonly productName: string,
    readonly available: number,
  ) {
    const quoted = productName.includes('„') ? productName : `„${productName}“`;
    super(
      409,
      available > 0
        ? `${quoted} ist nur noch ${available}-mal vorrätig. Bitte verringern Sie die Menge.`
        : `${quoted} ist leider nicht mehr vorrätig.`,
      'CONFLICT',
      { [`variant_${variantId}`]: [available > 0 ? `Nur noch ${available} Stück vorrätig.` : 'Nicht mehr vorrätig.'] },
    );
  }
}

/** Sums quantities per variant and orders by variant id (lock order, so concurrent checkouts cannot deadlock). */
export function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const byVariant = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.qty) || line.qty <= 0) {
      throw new AppError(422, 'Die Menge muss eine ganze Zahl größer als 0 sein.', 'VALIDATION_FAILED', {
        qty: ['Die Menge muss eine ganze Zahl größer als 0 sein.'],
      });
    }
    byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.qty);
  }
  return [...byVariant.entries()].sort(([a], [b]) => a - b).map(([variantId, qty]) => ({ variantId, qty }));
}

/**
 * Takes the lines' quantities from stock, atomically per line (`qty = qty - n WHERE qty >= n`), variants in id
 * order, then the products' stock mirrors in product id order. Throws {@link OutOfStockError} for the first line
 * the stock cannot serve (also for unknown, inactive or unlisted products); the caller's transaction then rolls
 * back everything. Call inside the checkout transaction.
 */
export async function takeStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  const merged = mergeLines(lines);
  const takenByProduct = new Map<number, number>();
  for (const line of merged) {
    const [row] = await tx
      .update(shopProductVariants)
      .set({ qty: sql`${shopProductVariants.qty} - ${line.qty}`, updatedAt: new Date() })
      .where(
        and(
          eq(shopProductVariants.id, line.variantId),
          gte(shopProductVariants.qty, line.qty),
          eq(shopProductVariants.isActive, true),
          sql`exists (select 1 from ${shopProducts} p where p.id = "shop_product_variants"."product_id" and p.status = 'active' and p.deleted_at is null)`,
        ),
      )
      .returning({ productId: shopProductVariants.productId });
    if (!row) throw await outOfStock(tx, line.variantId);
    takenByProduct.set(row.productId, (takenByProduct.get(row.productId) ?? 0) + line.qty);
  }
  await adjustProductStock(tx, takenByProduct, -1);
}

/** Puts quantities back (cancelled or refunded order lines); unknown variants are skipped. */
export async function returnStock(tx: Executor, lines: readonly StockLine[]): Promise<void> {
  const merged = mergeLines(lines);
  const returnedByProduct = new Map<number, number>();
  for (const line of merged) {
    const [row] = await tx
      .update(shopProductVariants)
      .set({ qty: sql`${shopProductVariants.qty} + ${line.qty}`, updatedAt: new Date() })
      .where(eq(shopProductVariants.id, line.variantId))
      .returning({ productId: shopProductVariants.productId });
    if (row) returnedByProduct.set(row.productId, (returnedByProduct.get(row.productId) ?? 0) + line.qty);
  }
  await adjustProductStock(tx, returnedByProduct, 1);
}

async function adjustProductStock(tx: Executor, byProduct: Map<number, number>, sign: 1 | -1): Promise<void> {
  for (const [productId, qty] of [...byProduct.entries()].sort(([a], [b]) => a - b)) {
    await tx
      .update(shopProducts)
      .set({ stock: sql`greatest(${shopProducts.stock} + ${sign * qty}, 0)` })
      .where(eq(shopProducts.id, productId));
  }
}

async function outOfStock(tx: Executor, variantId: number): Promise<OutOfStockError> {
  const [row] = await tx
    .select({
      name: shopProducts.name,
      variantName: shopProductVariants.name,
      qty: shopProductVariants.qty,
      isActive: shopProductVariants.isActive,
      status: shopProducts.status,
      deletedAt: shopProducts.deletedAt,
    })
    .from(shopProductVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductVariants.productId))
    .where(inArray(shopProductVariants.id, [variantId]));
  if (!row) return new OutOfStockError(variantId, `Artikel ${variantId}`, 0);
  const buyable = row.isActive && row.status === 'active' && row.deletedAt === null;
  const label = row.variantName ? `${row.name} (${row.variantName})` : row.name;
  return new OutOfStockError(variantId, label, buyable ? row.qty : 0);
}
