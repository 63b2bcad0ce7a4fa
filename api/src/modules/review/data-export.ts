import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { productReviews, shopProducts } from '../../db/schema';
import type { ErasedUser } from '../types';

/** The reviews' part of the data export (DSGVO Art. 15/20): every review the person wrote, with the product's name. */
export async function exportUserReviews(db: Executor, user: ErasedUser): Promise<Record<string, unknown>> {
  const rows = await db
    .select({
      product: shopProducts.name,
      rating: productReviews.rating,
      title: productReviews.title,
      review: productReviews.review,
      anonym: productReviews.anonym,
      status: productReviews.status,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .leftJoin(shopProducts, eq(shopProducts.id, productReviews.productId))
    .where(eq(productReviews.userId, user.id))
    .orderBy(asc(productReviews.id));
  return {
    reviews: rows.map((row) => ({
      product: row.product,
      rating: row.rating,
      title: row.title,
      review: row.review,
      anonymous: row.anonym,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
