import { seedStores } from '../../db/seed/stores';
import { registerChatVisibility } from '../chat/public';
import { registerReferenceUsage } from '../reference/public';
import type { DomainModule } from '../types';
import { storesResolvers, storesSchema } from './graphql';
import routes from './routes';
import { storesSitemap } from './sitemap';
import { reinstateProviderStores, withdrawProviderStores } from './withdrawal';
import { eraseUserAppointments, exportUserAppointments } from './data-export';
import { providerChatShownSql } from './provider-facts';
import { industryUsage } from './reference-usage';

// Whom a customer may write to: the chat asks the provider's page whether it offers the chat.
registerChatVisibility(providerChatShownSql);
// Industries in use: the reference data's back office retires them instead of deleting them.
registerReferenceUsage('industry', industryUsage);

export const storesModule: DomainModule = {
  name: 'stores',
  routes,
  graphql: { schema: storesSchema, resolvers: storesResolvers },
  sitemap: storesSitemap,
  seed: (db) => seedStores(db),
  withdrawProvider: (tx, providerId) => withdrawProviderStores(tx, providerId),
  reinstateProvider: (tx, providerId) => reinstateProviderStores(tx, providerId),
  eraseUser: (tx, user) => eraseUserAppointments(tx, user),
  exportUser: (db, user) => exportUserAppointments(db, user),
};
