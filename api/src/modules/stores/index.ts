import { seedStores } from '../../db/seed/stores';
import type { DomainModule } from '../types';
import { storesResolvers, storesSchema } from './graphql';
import routes from './routes';
import { storesSitemap } from './sitemap';
import { reinstateProviderStores, withdrawProviderStores } from './withdrawal';
import { eraseUserAppointments, exportUserAppointments } from './data-export';

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
