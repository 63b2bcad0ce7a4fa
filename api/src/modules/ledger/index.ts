import type { DomainModule } from '../types';
import routes from './routes';

export const ledgerModule: DomainModule = {
  name: 'ledger',
  routes,
};
