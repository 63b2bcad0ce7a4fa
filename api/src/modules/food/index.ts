import { seedFood } from '../../db/seed/food';
import type { DomainModule } from '../types';
import routes from './routes';

export const foodModule: DomainModule = {
  name: 'food',
  routes,
  seed: seedFood,
};
