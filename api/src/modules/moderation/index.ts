import type { DomainModule } from '../types';
import routes from './routes';

/** Notice and action (Art. 16, 17 DSA): reports of products, provider pages and reviews, and their decisions. */
export const moderationModule: DomainModule = {
  name: 'moderation',
  routes,
};
