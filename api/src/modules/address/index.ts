import { seedAddresses } from '../../db/seed/address';
import type { DomainModule } from '../types';
import routes from './routes';

export const addressModule: DomainModule = { name: 'address', routes, seed: (db) => seedAddresses(db) };
