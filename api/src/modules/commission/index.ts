import type { DomainModule } from '../types';
import routes from './routes';

export const commissionModule: DomainModule = {
  name: 'commission',
  routes,
};
