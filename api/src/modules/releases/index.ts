import type { DomainModule } from '../types';
import routes from './routes';

export const releasesModule: DomainModule = { name: 'releases', routes };
