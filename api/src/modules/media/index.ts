import type { DomainModule } from '../types';
import routes from './routes';

/** The editors' media library: pictures with alt text and responsive sizes in the public storage. */
export const mediaModule: DomainModule = {
  name: 'media',
  routes,
};
