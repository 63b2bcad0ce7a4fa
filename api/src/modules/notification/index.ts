import { seedNotifications } from '../../db/seed/notification';
import type { DomainModule } from '../types';
import routes from './routes';

import { deleteUserNotifications } from './service';
import { exportUserNotifications } from './data-export';
import { noticeAccountEvent } from './account-notices';

export const notificationModule: DomainModule = {
  name: 'notification',
  routes,
  seed: (db) => seedNotifications(db),
  eraseUser: (tx, user) => deleteUserNotifications(tx, user.id),
  exportUser: (db, user) => exportUserNotifications(db, user),
  onAccountEvent: noticeAccountEvent,
};
