import { type ApiResponse, http } from '@marktplatz/shared';
import type { ProductInput, ProductType, SavedProduct } from '../../../entities/product';

/** POST /v2/createProduct (normal) or /createFoodProduct (food); answers the new product. */
export async function createProduct(input: ProductInput, type: ProductType): Promise<{ product: SavedProduct; message?: string }> {
  const path = type === 'food' ? 'createFoodProduct' : 'v2/createProduct';
  const res = await http.post<ApiResponse<'/v2/createProduct', 'post'>>(path, type === 'food' ? { ...input, product_type: 'food' } : input);
  return { product: res.data.data, message: res.data.message };
}
