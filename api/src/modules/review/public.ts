/** What other modules may use of the reviews: rating summaries, reporting and moderating (rule `api-module-internals`). */
export { reportBody } from './schemas';
export { moderateReview, providerRatingSummaries, reportReview } from './service';
