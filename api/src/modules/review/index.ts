import { seedReviews } from '../../db/seed/review';
import type { DomainModule } from '../types';
import { reviewResolvers, reviewSchema } from './graphql';
import routes from './routes';

import { anonymiseUserReviews } from './service';
import { exportUserReviews } from './data-export';

export const reviewModule: DomainModule = {
  name: 'review',
  routes,
  graphql: { schema: reviewSchema, resolvers: reviewResolvers },
  seed: (db) => seedReviews(db),
  eraseUser: (tx, user) => anonymiseUserReviews(tx, user.id),
  exportUser: (db, user) => exportUserReviews(db, user),
};
