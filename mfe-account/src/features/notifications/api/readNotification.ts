import { httpApi } from '@marktplatz/shared';

/** `POST api/notification-read-single { notification_id }`. */
export async function readNotification(id: number): Promise<void> {
  await httpApi.post('notification-read-single', { notification_id: id });
}
