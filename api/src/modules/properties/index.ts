import type { DomainModule } from '../types';
import routes from './routes';
import { seedProperties } from '../../db/seed/properties';
import { propertiesSitemap } from './sitemap';
import { propertyNotificationLinks } from './notification-links';

export const propertiesModule: DomainModule = {
  name: 'properties',
  routes,
  seed: (db) => seedProperties(db),
  sitemap: propertiesSitemap,
  notificationLinks: propertyNotificationLinks,
};
