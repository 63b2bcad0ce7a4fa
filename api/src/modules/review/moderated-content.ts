import { and, eq } from 'drizzle-orm';
import { productReviews } from '../../db/schema/review';
import type { ModeratedContent } from '../moderation/public';
import { productNamesAndSlugs, productPath } from '../shop/public';
import { moderateReview, restoreReview } from './service';

/** What moderation needs of a reported review (registered in the reviews' `index.ts`). */
export const moderatedReviews: ModeratedContent = {
  async find(db, id) {
    const [review] = await db
      .select({ title: productReviews.title, userId: productReviews.userId, productId: productReviews.productId })
      .from(productReviews)
      .where(and(eq(productReviews.id, id), eq(productReviews.status, 'published')));
    const product = review ? (await productNamesAndSlugs(db, [review.productId])).get(review.productId) : undefined;
    if (!review || !product) return null;
    return { label: `Bewertung zu „${product.name}“${review.title ? `: ${review.title}` : ''}`, affectedUserId: review.userId };
  },
  async publicPath(db, id) {
    const [review] = await db.select({ productId: productReviews.productId }).from(productReviews).where(eq(productReviews.id, id));
    const product = review ? (await productNamesAndSlugs(db, [review.productId])).get(review.productId) : undefined;
    return product?.slug ? productPath(product.slug) : null;
  },
  takeDown: (tx, id) => moderateReview(tx, id, 'hide'),
  restore: (tx, id) => restoreReview(tx, id),
};
