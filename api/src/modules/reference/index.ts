import { seedReference } from '../../db/seed/reference';
import type { DomainModule } from '../types';
import routes from './routes';
import { deleteVendorPolicies } from './service';

export const referenceModule: DomainModule = {
  name: 'reference',
  routes,
  seed: (db) => seedReference(db),
  eraseUser: (tx, user) => deleteVendorPolicies(tx, user.id),
};
