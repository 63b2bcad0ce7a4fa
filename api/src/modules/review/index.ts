import { seedReviews } from '../../db/seed/review';
import { defineModeratedContent } from '../moderation/public';
import type { DomainModule } from '../types';
import { reviewResolvers, reviewSchema } from './graphql';
import { moderatedReviews } from './moderated-content';
import routes from './routes';
import { anonymiseUserReviews } from './service';
import { exportUserReviews } from './data-export';

// Reported reviews: moderation finds, hides and restores them through the reviews' own functions.
defineModeratedContent('review', moderatedReviews);

export const reviewModule: DomainModule = {
  name: 'review',
  routes,
  graphql: { schema: reviewSchema, resolvers: reviewResolvers },
  seed: (db) => seedReviews(db),
  eraseUser: (tx, user) => anonymiseUserReviews(tx, user.id),
  exportUser: (db, user) => exportUserReviews(db, user),
};
