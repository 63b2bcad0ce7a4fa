import type { DomainModule } from '../types';
import routes from './routes';

export const storesModule: DomainModule = { name: 'stores', routes };
