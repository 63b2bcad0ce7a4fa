import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productReviews } from '../../db/schema/review';
import { productNamesAndSlugs } from '../shop/public';
import type { ErasedUser } from '../types';

/** The reviews' part of the data export (DSGVO Art. 15/20): every review the person wrote, with the product's name. */
export async function exportUserReviews(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const rows = await db
    .select({
      productId: productReviews.productId,
      rating: productReviews.rating,
      title: productReviews.title,
      review: productReviews.review,
      anonym: productReviews.anonym,
      status: productReviews.status,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .where(eq(productReviews.userId, user.id))
    .orderBy(asc(productReviews.id));
  const products = await productNamesAndSlugs(
    db,
    rows.map((row) => row.productId),
  );
  return {
    reviews: rows.map((row) => ({
      product: products.get(row.productId)?.name ?? null,
      rating: row.rating,
      title: row.title,
      review: row.review,
      anonymous: row.anonym,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
