import { removePrivateUpload } from '../../http/uploads';
import { defineJob } from '../../infra/queue';
import type { DomainModule } from '../types';
import routes, { ERASE_CHANNEL } from './routes';
import { eraseChatUser } from './erasure';
import { exportUserChat } from './data-export';
import { chatNotificationLinks } from './notification-links';

// After an account deletion committed: the user's attachment files go, and every instance forgets the presence
// data and closes the user's sockets.
defineJob<{ userId: number; keys: string[] }>('chat.erase-user', async (job, _tx, { config, bus }) => {
  for (const key of job.payload.keys ?? []) await removePrivateUpload(config, key);
  await bus.publish(ERASE_CHANNEL, { user_id: job.payload.userId });
});

export const chatModule: DomainModule = {
  name: 'chat',
  routes,
  eraseUser: (tx, user) => eraseChatUser(tx, user.id),
  exportUser: (db, user) => exportUserChat(db, user),
  notificationLinks: chatNotificationLinks,
};
