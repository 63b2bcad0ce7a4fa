import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /shop/updateVariantQuantity */
export async function updateVariantQuantity(id: number, qty: number): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/shop/updateVariantQuantity', 'post'>>('shop/updateVariantQuantity', { id, qty });
  return res.data.message;
}
