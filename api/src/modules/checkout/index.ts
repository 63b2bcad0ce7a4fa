import { seedCheckout } from '../../db/seed/checkout';
import type { DomainModule } from '../types';
import routes from './routes';

export const checkoutModule: DomainModule = { name: 'checkout', routes, seed: (db) => seedCheckout(db) };
