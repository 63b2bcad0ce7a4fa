import { type ApiResponse, http } from '@marktplatz/shared';
import type { WholesaleDiscount } from '../../../entities/product';

/** GET /getWholesaleDiscounts?product_id= */
export async function getWholesaleDiscounts(productId: number, signal?: AbortSignal): Promise<WholesaleDiscount[]> {
  const res = await http.get<ApiResponse<'/getWholesaleDiscounts', 'get'>>('getWholesaleDiscounts', {
    params: { product_id: productId },
    signal,
  });
  return res.data.data;
}
