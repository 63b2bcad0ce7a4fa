import { type ApiResponse, http } from '@marktplatz/shared';
import type { BulkPrice } from '../../../entities/product';

/** GET /shop/provider/bulkQuantities?product_id= (all tiers of the product and its variants). */
export async function getBulkPrices(productId: number, signal?: AbortSignal): Promise<BulkPrice[]> {
  const res = await http.get<ApiResponse<'/shop/provider/bulkQuantities', 'get'>>('shop/provider/bulkQuantities', {
    params: { product_id: productId },
    signal,
  });
  return res.data.data;
}
