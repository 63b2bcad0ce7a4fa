import { type ApiResponse, http } from '@marktplatz/shared';

/** DELETE /deleteConfirmBundleRequest/{id}: deletes without a mail (tidying up a rejected request). */
export async function deleteBundleRequest(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/deleteConfirmBundleRequest/{id}', 'delete'>>(`deleteConfirmBundleRequest/${id}`);
  return res.data.message;
}
