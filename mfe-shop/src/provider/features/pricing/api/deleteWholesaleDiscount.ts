import { type ApiResponse, http } from '@marktplatz/shared';

/** DELETE /deleteWholesaleDiscount/{id} (extension). */
export async function deleteWholesaleDiscount(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/deleteWholesaleDiscount/{id}', 'delete'>>(`deleteWholesaleDiscount/${id}`);
  return res.data.message;
}
