import { seedReviews } from '../../db/seed/review';
import type { DomainModule } from '../types';
import { reviewResolvers, reviewSchema } from './graphql';
import routes from './routes';

export { anonymiseUserReviews, moderateReview, providerRatingSummaries } from './service';

export const reviewModule: DomainModule = {
  name: 'review',
  routes,
  graphql: { schema: reviewSchema, resolvers: reviewResolvers },
  seed: (db) => seedReviews(db),
};
