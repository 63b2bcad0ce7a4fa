import { type ApiResponse, http } from '@marktplatz/shared';

/** DELETE /v2/deleteGalleryImage/{id} */
export async function deleteImage(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/v2/deleteGalleryImage/{id}', 'delete'>>(`v2/deleteGalleryImage/${id}`);
  return res.data.message;
}
