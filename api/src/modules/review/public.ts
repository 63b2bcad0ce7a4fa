/** What other modules may use of the reviews: rating summaries, reporting and moderating (rule `api-module-internals`). */
import { sql, type SQL } from 'drizzle-orm';
import { productReviews } from '../../db/schema/review';
import { shopProductRefs } from '../shop/public';
import { summarise, type RatingSummary } from './service';
export { reportBody } from './schemas';
export { moderateReview, providerRatingSummaries, reportReview, restoreReview } from './service';

/** Published reviews per star count of one provider, as {@link providerRatingCountsSql} selects them. */
export type RatingCountsJson = { rating: number; total: number }[] | null;

/**
 * A SQL expression (for another module's statement) with the provider's published reviews per star count (all its
 * not deleted products), as a JSON array or null — the rows `providerRatingSummaries` reads; {@link
 * ratingSummaryFromCounts} turns them into the same summary.
 */
export function providerRatingCountsSql(providerId: SQL): SQL {
  return sql`(select json_agg(json_build_object('rating', x.rating, 'total', x.total))
    from (select pr.rating, count(*)::int as total
      from ${productReviews} pr join ${shopProductRefs} sp on sp.id = pr.product_id
      where sp.provider_id = ${providerId} and sp.deleted_at is null and pr.status = 'published'
      group by pr.rating) x)`;
}

/**
 * A subquery (for another module's statement, as `left join lateral … r on true`) with the provider's rating over the
 * published reviews of all its products: `rating` (mean with one decimal, null without reviews) and `rating_count`.
 */
export function providerRatingSql(providerId: SQL): SQL {
  return sql`(select round(avg(pr.rating)::numeric, 1) as rating, count(*) as rating_count
    from ${productReviews} pr join ${shopProductRefs} sp on sp.id = pr.product_id
    where sp.provider_id = ${providerId} and pr.status = 'published')`;
}

/** The rating summary (mean with one decimal, count, distribution) from {@link providerRatingCountsSql}. */
export function ratingSummaryFromCounts(counts: RatingCountsJson): RatingSummary {
  const { avg_rating, total_review, count_by_rating } = summarise(counts ?? []);
  return { avg_rating, total_review, count_by_rating };
}
