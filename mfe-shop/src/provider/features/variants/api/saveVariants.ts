import { type ApiResponse, http } from '@marktplatz/shared';
import type { Variant } from '../../../entities/product';

/** POST /shop/saveVariants: the cartesian product of the chosen values; existing combinations keep their data. */
export async function saveVariants(
  productId: number,
  features: { feature_id: number; value_ids: number[] }[],
  defaults: { price?: number; qty?: number },
): Promise<{ variants: Variant[]; message?: string }> {
  const res = await http.post<ApiResponse<'/shop/saveVariants', 'post'>>('shop/saveVariants', {
    product_id: productId,
    features,
    ...defaults,
  });
  return { variants: res.data.data, message: res.data.message };
}
