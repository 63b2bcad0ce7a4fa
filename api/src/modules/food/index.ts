import { seedFood } from '../../db/seed/food';
import type { DomainModule } from '../types';
import routes from './routes';
import { reinstateFoodOrdering, withdrawFoodOrdering } from './withdrawal';

export const foodModule: DomainModule = {
  name: 'food',
  routes,
  seed: seedFood,
  withdrawProvider: (tx, providerId) => withdrawFoodOrdering(tx, providerId),
  reinstateProvider: (tx, providerId) => reinstateFoodOrdering(tx, providerId),
};
