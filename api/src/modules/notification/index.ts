import { seedNotifications } from '../../db/seed/notification';
import type { DomainModule } from '../types';
import routes from './routes';

import { deleteUserNotifications } from './service';

export const notificationModule: DomainModule = {
  name: 'notification',
  routes,
  seed: (db) => seedNotifications(db),
  eraseUser: (tx, user) => deleteUserNotifications(tx, user.id),
};
