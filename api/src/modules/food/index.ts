import { seedFood } from '../../db/seed/food';
import type { DomainModule } from '../types';
import { registerProviderSearchFood } from '../stores/public';
import routes from './routes';
import { foodSearchMatches } from './service';
import { reinstateFoodOrdering, withdrawFoodOrdering } from './withdrawal';
import { exportUserFoodOrders } from './data-export';

// The provider search's food filters (the stores module declares the hook; food sits above it).
registerProviderSearchFood(foodSearchMatches);

export const foodModule: DomainModule = {
  name: 'food',
  routes,
  seed: seedFood,
  withdrawProvider: (tx, providerId) => withdrawFoodOrdering(tx, providerId),
  reinstateProvider: (tx, providerId) => reinstateFoodOrdering(tx, providerId),
  exportUser: (db, user) => exportUserFoodOrders(db, user),
};
