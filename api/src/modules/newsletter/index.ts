import { seedNewsletter } from '../../db/seed/newsletter';
import type { DomainModule } from '../types';
import routes from './routes';

import { forgetSubscriber, isSubscribed } from './service';
import { exportUserNewsletter } from './data-export';

export const newsletterModule: DomainModule = {
  name: 'newsletter',
  routes,
  seed: (db) => seedNewsletter(db),
  eraseUser: (tx, user) => forgetSubscriber(tx, user.email),
  exportUser: (db, user) => exportUserNewsletter(db, user),
  accountProfile: async (db, user) => ({ subscribed: await isSubscribed(db, user.email) }),
};
