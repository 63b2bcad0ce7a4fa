import { type ApiResponse, http } from '@marktplatz/shared';
import type { ProductInput, ProductType, SavedProduct } from '../../../entities/product';

/** POST /updateProduct or /updateFoodProduct with the product's id. */
export async function updateProduct(
  input: ProductInput & { id: number },
  type: ProductType,
): Promise<{ product: SavedProduct; message?: string }> {
  const path = type === 'food' ? 'updateFoodProduct' : 'updateProduct';
  const res = await http.post<ApiResponse<'/updateProduct', 'post'>>(path, input);
  return { product: res.data.data, message: res.data.message };
}
