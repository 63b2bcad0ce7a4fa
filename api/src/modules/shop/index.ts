import { seedShop } from '../../db/seed/shop';
import type { DomainModule } from '../types';
import { shopResolvers, shopSchema } from './graphql';
import { shopRoutes } from './routes';
import { shopSitemap } from './sitemap';
import { reinstateProviderProducts, withdrawProviderProducts } from './withdrawal';

/** The marketplace catalogue (and, via `provider/routes`, the provider's shop calls). */
export const shopModule: DomainModule = {
  name: 'shop',
  routes: shopRoutes,
  graphql: { schema: shopSchema, resolvers: shopResolvers },
  seed: (db) => seedShop(db),
  sitemap: shopSitemap,
  withdrawProvider: (tx, providerId) => withdrawProviderProducts(tx, providerId),
  reinstateProvider: (tx, providerId) => reinstateProviderProducts(tx, providerId),
};
