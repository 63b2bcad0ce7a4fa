import { seedAccounts } from '../../db/seed/account';
import type { DomainModule } from '../types';
import routes from './routes';

export const accountModule: DomainModule = { name: 'account', routes, seed: seedAccounts };
