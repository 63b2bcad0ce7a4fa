/** Gallery images, SEO, search tags and the data sheet (features) of a product. */
import { type ApiData, type ApiRequestBody, type ApiResponse, http } from '@marktplatz/shared';

/** POST /addImageToProduct (multipart `product_id`, `images[]`); `onProgress` gets 0–100 of the upload. */
export async function addImages(
  productId: number,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<ApiData<'/addImageToProduct', 'post'>> {
  const body = new FormData();
  body.append('product_id', String(productId));
  for (const file of files) body.append('images[]', file);
  const res = await http.post<ApiResponse<'/addImageToProduct', 'post'>>('addImageToProduct', body, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  onProgress(100);
  return res.data.data;
}

/** DELETE /v2/deleteGalleryImage/{id} */
export async function deleteImage(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/v2/deleteGalleryImage/{id}', 'delete'>>(`v2/deleteGalleryImage/${id}`);
  return res.data.message;
}

/** POST /addProductSeo */
export async function saveSeo(
  productId: number,
  seo: Omit<ApiRequestBody<'/addProductSeo', 'post'>, 'product_id'>,
): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addProductSeo', 'post'>>('addProductSeo', { product_id: productId, ...seo });
  return res.data.message;
}

/** POST /addSearchTags (replaces the product's tags). */
export async function saveTags(productId: number, tags: string[]): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addSearchTags', 'post'>>('addSearchTags', { product_id: productId, tags });
  return res.data.message;
}

/** POST /shop/provider/features/{id}/values: a value of one of the provider's own features. */
export async function addFeatureValue(featureId: number, name: string): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/shop/provider/features/{id}/values', 'post'>>(`shop/provider/features/${featureId}/values`, {
    name,
  });
  return res.data.message;
}

/** POST /shop/provider/features: a new own feature with values. */
export async function createFeature(name: string, values: string[], isColor: boolean): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/shop/provider/features', 'post'>>('shop/provider/features', {
    name,
    is_color: isColor,
    values: values.map((value) => ({ name: value })),
  });
  return res.data.message;
}

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
