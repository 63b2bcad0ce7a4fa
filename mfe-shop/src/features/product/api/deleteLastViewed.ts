import { httpApi } from '@marktplatz/shared';

/** `DELETE api/shop/last_viewed/{id}`. */
export async function deleteLastViewed(id: number): Promise<void> {
  await httpApi.delete(`shop/last_viewed/${id}`);
}
