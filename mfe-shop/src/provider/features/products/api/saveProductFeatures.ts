import { type ApiResponse, http } from '@marktplatz/shared';

/** A data-sheet line: a chosen feature value, or a free name and value. */
export type ProductFeatureRow = { feature_id: number; feature_value_id: number } | { name: string; value: string };

/** POST /shop/provider/productFeatures: replaces the product's data sheet. */
export async function saveProductFeatures(productId: number, features: ProductFeatureRow[]): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/shop/provider/productFeatures', 'post'>>('shop/provider/productFeatures', {
    product_id: productId,
    features,
  });
  return res.data.message;
}
