/**
 * The reviews' wire types, from the generated contract (`@marktplatz/shared`, `npm run contract`): the aliases only
 * name the API's shapes for the screens; no answer shape is written here by hand.
 */
import type { ApiData, ApiRequestBody, WireShape } from '@marktplatz/shared';

export type Review = WireShape<'ProductReview'>;
export type RatingSummary = WireShape<'RatingSummary'>;
export type ReviewOverview = ApiData<'/v2/rating-summary', 'get'>;
export type ReviewViewer = ReviewOverview['viewer'];
/** What the review form sends (`v2/sendProductReview`) besides the product. */
export type ReviewInput = Omit<ApiRequestBody<'/v2/sendProductReview', 'post'>, 'product_id'>;
export type ReportReason = ApiData<'/v2/rating-report-reasons', 'get'>[number];
