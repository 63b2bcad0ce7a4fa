import type { DomainModule } from '../types';
import routes from './routes';

export const outboxModule: DomainModule = { name: 'outbox', routes };
