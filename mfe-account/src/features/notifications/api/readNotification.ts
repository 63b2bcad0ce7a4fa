import { httpApi, type ApiRequestBody } from '@marktplatz/shared';

/** `POST api/notification-read-single { notification_id }`. */
export async function readNotification(id: number): Promise<void> {
  await httpApi.post('notification-read-single', { notification_id: id } satisfies ApiRequestBody<'/api/notification-read-single', 'post'>);
}
