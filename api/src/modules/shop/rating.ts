import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shopProducts } from '../../db/schema/shop';

/**
 * Stores a product's rating summary (called by the review module after a review changes). `avg` is clamped to
 * 0–5 and rounded to two decimals; `count` must be a non-negative integer.
 */
export async function setProductRating(tx: Executor, productId: number, avg: number, count: number): Promise<void> {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('Die Anzahl der Bewertungen muss eine ganze Zahl ≥ 0 sein.');
  if (!Number.isFinite(avg)) throw new RangeError('Der Bewertungsdurchschnitt muss eine Zahl sein.');
  const ratingAvg = count === 0 ? 0 : Math.round(Math.min(5, Math.max(0, avg)) * 100) / 100;
  await tx.update(shopProducts).set({ ratingAvg, ratingCount: count }).where(eq(shopProducts.id, productId));
}
