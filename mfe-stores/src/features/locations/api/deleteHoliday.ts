import { httpApi } from '@marktplatz/shared';

/** `DELETE api/delete-holidays/{id}`. */
export async function deleteHoliday(id: number): Promise<void> {
  await httpApi.delete(`delete-holidays/${id}`);
}
