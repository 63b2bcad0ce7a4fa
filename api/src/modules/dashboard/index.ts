import type { DomainModule } from '../types';
import { dashboardResolvers, dashboardSchema } from './graphql';
import routes from './routes';

/** The provider's start page and counters, read from orders, shop and leads (writes no table). */
export const dashboardModule: DomainModule = {
  name: 'dashboard',
  routes,
  graphql: { schema: dashboardSchema, resolvers: dashboardResolvers },
};
