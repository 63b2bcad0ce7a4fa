import { seedNotifications } from '../../db/seed/notification';
import type { DomainModule } from '../types';
import routes from './routes';

export { notify } from './service';
export type { NotificationInput } from './service';
export type { NotificationType } from './types';

export const notificationModule: DomainModule = { name: 'notification', routes, seed: (db) => seedNotifications(db) };
