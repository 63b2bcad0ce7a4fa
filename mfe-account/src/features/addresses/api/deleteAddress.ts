import { http } from '@marktplatz/shared';

/** `DELETE /address/delete/{id}` (either book). */
export async function deleteAddress(id: number): Promise<void> {
  await http.delete(`address/delete/${id}`);
}
