import { type ApiQuery, type ApiResponse, http } from '@marktplatz/shared';
import type { Feature } from '../../../entities/product';

/** GET /shop/provider/features: features with values (global and own). */
export async function getFeatures(signal?: AbortSignal, productId?: number): Promise<Feature[]> {
  const params: ApiQuery<'/shop/provider/features', 'get'> | undefined = productId === undefined ? undefined : { product_id: productId };
  const res = await http.get<ApiResponse<'/shop/provider/features', 'get'>>('shop/provider/features', { signal, params });
  return res.data.data;
}
