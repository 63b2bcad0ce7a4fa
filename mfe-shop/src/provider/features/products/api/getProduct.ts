import { type ApiResponse, http } from '@marktplatz/shared';
import type { ProductBundle } from '../../../entities/product';

/** GET /shop/provider/products/{id}: the product with variants, images, SEO, tags, prices and features. */
export async function getProduct(id: number, signal?: AbortSignal): Promise<ProductBundle> {
  const res = await http.get<ApiResponse<'/shop/provider/products/{id}', 'get'>>(`shop/provider/products/${id}`, { signal });
  return res.data.data;
}
