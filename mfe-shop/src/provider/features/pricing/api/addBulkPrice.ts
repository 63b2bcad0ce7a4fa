import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /addBulkQuantity */
export async function addBulkPrice(input: {
  product_id: number;
  variant_id: number | null;
  min_qty: number;
  price: number;
}): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addBulkQuantity', 'post'>>('addBulkQuantity', input);
  return res.data.message;
}
