import type { DomainModule } from '../types';
import routes from './routes';
import { seedBundles } from '../../db/seed/bundle';

/** Bundles of several providers' products (see README.md). */
export const bundleModule: DomainModule = { name: 'bundle', routes, seed: (db) => seedBundles(db) };
