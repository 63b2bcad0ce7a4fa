import { seedShop } from '../../db/seed/shop';
import { registerCategorySource } from '../commission/public';
import { defineModeratedContent } from '../moderation/public';
import { registerReferenceUsage } from '../reference/public';
import type { DomainModule } from '../types';
import { commissionCategorySource } from './commission-categories';
import { shopResolvers, shopSchema } from './graphql';
import { moderatedProducts } from './moderated-content';
import { shopRoutes } from './routes';
import { shopSitemap } from './sitemap';
import { shopNotificationLinks } from './notification-links';
import { reinstateProviderProducts, withdrawProviderProducts } from './withdrawal';
import { unitTypeUsage } from './reference-usage';

// Reported products: moderation finds, withdraws and restores them through the shop's own functions.
defineModeratedContent('product', moderatedProducts);
// Commission rates by category: the commission module reads the category tree and products' categories through this.
registerCategorySource(commissionCategorySource);
// Units of sale in use: the reference data's back office retires them instead of deleting them.
registerReferenceUsage('unit_type', unitTypeUsage);

/** The marketplace catalogue (and, via `provider/routes`, the provider's shop calls). */
export const shopModule: DomainModule = {
  name: 'shop',
  routes: shopRoutes,
  graphql: { schema: shopSchema, resolvers: shopResolvers },
  seed: (db) => seedShop(db),
  sitemap: shopSitemap,
  withdrawProvider: (tx, providerId) => withdrawProviderProducts(tx, providerId),
  reinstateProvider: (tx, providerId) => reinstateProviderProducts(tx, providerId),
  notificationLinks: shopNotificationLinks,
};
