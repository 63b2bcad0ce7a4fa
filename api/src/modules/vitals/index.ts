import type { DomainModule } from '../types';
import routes from './routes';

export const vitalsModule: DomainModule = { name: 'vitals', routes };
