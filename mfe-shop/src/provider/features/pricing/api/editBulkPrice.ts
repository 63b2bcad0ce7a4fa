import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /editBulkQuantity */
export async function editBulkPrice(input: { id: number; min_qty: number; price: number }): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/editBulkQuantity', 'post'>>('editBulkQuantity', input);
  return res.data.message;
}
