import type { DomainModule } from '../types';
import routes from './routes';
import { eraseLoans } from './service';

export const loansModule: DomainModule = {
  name: 'loans',
  routes,
  eraseUser: (tx, user) => eraseLoans(tx, user.id),
};
