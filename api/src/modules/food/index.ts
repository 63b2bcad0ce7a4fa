import { seedFood } from '../../db/seed/food';
import type { DomainModule } from '../types';
import routes from './routes';
import { reinstateFoodOrdering, withdrawFoodOrdering } from './withdrawal';
import { exportUserFoodOrders } from './data-export';

export const foodModule: DomainModule = {
  name: 'food',
  routes,
  seed: seedFood,
  withdrawProvider: (tx, providerId) => withdrawFoodOrdering(tx, providerId),
  reinstateProvider: (tx, providerId) => reinstateFoodOrdering(tx, providerId),
  exportUser: (db, user) => exportUserFoodOrders(db, user),
};
