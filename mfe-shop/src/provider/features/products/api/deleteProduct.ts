import { type ApiResponse, http } from '@marktplatz/shared';

/** DELETE /v2/deleteProduct/{id} */
export async function deleteProduct(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/v2/deleteProduct/{id}', 'delete'>>(`v2/deleteProduct/${id}`);
  return res.data.message;
}
