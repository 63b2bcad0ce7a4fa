/** The provider's product calls: list, detail, create/update, delete (api/src/modules/shop/provider/README.md). */
import { type ApiResponse, http } from '@marktplatz/shared';
import type { ProductInput, ProductType, SavedProduct } from '../../../entities/product';

/** POST /v2/createProduct (normal) or /createFoodProduct (food); answers the new product. */
export async function createProduct(input: ProductInput, type: ProductType): Promise<{ product: SavedProduct; message?: string }> {
  const path = type === 'food' ? 'createFoodProduct' : 'v2/createProduct';
  const res = await http.post<ApiResponse<'/v2/createProduct', 'post'>>(path, type === 'food' ? { ...input, product_type: 'food' } : input);
  return { product: res.data.data, message: res.data.message };
}

/** POST /updateProduct or /updateFoodProduct with the product's id. */
export async function updateProduct(
  input: ProductInput & { id: number },
  type: ProductType,
): Promise<{ product: SavedProduct; message?: string }> {
  const path = type === 'food' ? 'updateFoodProduct' : 'updateProduct';
  const res = await http.post<ApiResponse<'/updateProduct', 'post'>>(path, input);
  return { product: res.data.data, message: res.data.message };
}

/** DELETE /v2/deleteProduct/{id} */
export async function deleteProduct(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/v2/deleteProduct/{id}', 'delete'>>(`v2/deleteProduct/${id}`);
  return res.data.message;
}
