import { httpApi } from '@marktplatz/shared';

/** `POST api/markAllAsRead`. */
export async function markAllAsRead(): Promise<void> {
  await httpApi.post('markAllAsRead');
}
