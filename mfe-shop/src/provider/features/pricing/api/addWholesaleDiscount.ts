import { type ApiResponse, http } from '@marktplatz/shared';

/** POST /addWholesaleDiscount (extension: the spec lists the discount queries, not the change calls). */
export async function addWholesaleDiscount(input: {
  product_id: number;
  shop_product_variant_id: number | null;
  whole_sell_qty: number;
  whole_sell_discount: number;
}): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addWholesaleDiscount', 'post'>>('addWholesaleDiscount', input);
  return res.data.message;
}
