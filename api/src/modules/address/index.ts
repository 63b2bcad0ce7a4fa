import { seedAddresses } from '../../db/seed/address';
import type { DomainModule } from '../types';
import routes from './routes';
import { deleteUserAddresses } from './service';
import { exportUserAddresses } from './data-export';

export const addressModule: DomainModule = {
  name: 'address',
  routes,
  seed: (db) => seedAddresses(db),
  eraseUser: async (tx, user) => {
    await deleteUserAddresses(tx, user.id);
  },
  exportUser: (db, user) => exportUserAddresses(db, user),
};
