import type { DomainModule } from '../types';
import routes from './routes';
import { exportDisputes } from './service';

export const disputesModule: DomainModule = {
  name: 'disputes',
  routes,
  exportUser: (db, user) => exportDisputes(db, user.id),
};
