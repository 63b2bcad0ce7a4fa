import type { DomainModule } from '../types';
import routes from './routes';
import { seedBundles } from '../../db/seed/bundle';
import { reinstateProviderBundles, withdrawProviderBundles } from './withdrawal';

/** Bundles of several providers' products (see README.md). */
export const bundleModule: DomainModule = {
  name: 'bundle',
  routes,
  seed: (db) => seedBundles(db),
  withdrawProvider: (tx, providerId) => withdrawProviderBundles(tx, providerId),
  reinstateProvider: (tx, providerId) => reinstateProviderBundles(tx, providerId),
};
