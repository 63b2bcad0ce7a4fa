import { seedReference } from '../../db/seed/reference';
import type { DomainModule } from '../types';
import { referenceAdminRoutes } from './admin-routes';
import routes from './routes';
import { deleteVendorPolicies } from './service';

export const referenceModule: DomainModule = {
  name: 'reference',
  routes: async (app) => {
    await app.register(routes);
    await app.register(referenceAdminRoutes);
  },
  seed: (db) => seedReference(db),
  eraseUser: (tx, user) => deleteVendorPolicies(tx, user.id),
};
