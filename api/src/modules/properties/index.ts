import type { DomainModule } from '../types';
import routes from './routes';
import { seedProperties } from '../../db/seed/properties';
import { propertiesSitemap } from './sitemap';

export const propertiesModule: DomainModule = { name: 'properties', routes, seed: (db) => seedProperties(db), sitemap: propertiesSitemap };
