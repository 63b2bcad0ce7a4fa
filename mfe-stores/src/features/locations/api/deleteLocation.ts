import { http } from '@marktplatz/shared';

/** `DELETE /delete-store-location/{id}`. */
export async function deleteLocation(id: number): Promise<void> {
  await http.delete(`/delete-store-location/${id}`);
}
