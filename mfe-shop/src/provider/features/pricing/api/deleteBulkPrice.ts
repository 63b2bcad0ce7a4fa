import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /deleteBulkQuantity { id } */
export async function deleteBulkPrice(id: number): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/deleteBulkQuantity', 'post'>>('deleteBulkQuantity', { id });
  return res.data.message;
}
