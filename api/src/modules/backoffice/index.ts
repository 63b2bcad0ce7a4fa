import type { DomainModule } from '../types';
import routes from './routes';

/** The back office's overview across modules: the dashboard of queues (README.md). */
export const backofficeModule: DomainModule = { name: 'backoffice', routes };
