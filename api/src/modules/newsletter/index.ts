import { seedNewsletter } from '../../db/seed/newsletter';
import type { DomainModule } from '../types';
import routes from './routes';

export { forgetSubscriber, isSubscribed } from './service';

export const newsletterModule: DomainModule = { name: 'newsletter', routes, seed: (db) => seedNewsletter(db) };
