import type { DomainModule } from '../types';
import { forgetDeliveryJobs } from './erasure';
import routes from './routes';

export const outboxModule: DomainModule = { name: 'outbox', routes, eraseUser: (tx, user) => forgetDeliveryJobs(tx, user) };
