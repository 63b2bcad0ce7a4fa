import type { DomainModule } from '../../types';
import { providerShopResolvers, providerShopSchema } from './graphql';

/**
 * The provider dashboard's GraphQL queries. The provider's REST calls (`routes.ts`) are registered by the shop
 * module; this module adds only the GraphQL part.
 */
export const shopProviderModule: DomainModule = {
  name: 'shop-provider',
  graphql: { schema: providerShopSchema, resolvers: providerShopResolvers },
};
