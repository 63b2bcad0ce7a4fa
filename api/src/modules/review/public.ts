/** What other modules may use of the reviews: rating summaries, reporting, moderating and anonymising (rule `api-module-internals`). */
export { reportBody } from './schemas';
export { anonymiseUserReviews, moderateReview, providerRatingSummaries, reportReview } from './service';
