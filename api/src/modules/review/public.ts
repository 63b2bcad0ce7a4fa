/** What other modules may use of the reviews: provider rating summaries and reporting a review (rule `api-module-internals`). */
export { reportBody } from './schemas';
export { providerRatingSummaries, reportReview } from './service';
