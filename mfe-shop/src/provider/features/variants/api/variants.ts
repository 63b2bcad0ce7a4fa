/** Variant calls: list, generate (save), update, stock, delete, images. */
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

export interface VariantUpdate {
  id: number;
  article_no: string;
  ean: string;
  gross_price: number;
  old_price: number | null;
  qty: number;
  weight: number | null;
  unit_weight: string;
  lenght: number | null;
  height: number | null;
  width: number | null;
  unit_whl: string;
}

/** POST /shop/updateVariant */
export async function updateVariant(update: VariantUpdate): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/shop/updateVariant', 'post'>>('shop/updateVariant', update);
  return res.data.message;
}

/** POST /shop/updateVariantQuantity */
export async function updateVariantQuantity(id: number, qty: number): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/shop/updateVariantQuantity', 'post'>>('shop/updateVariantQuantity', { id, qty });
  return res.data.message;
}

/** DELETE /v2/removeShopProductVariant/{id} */
export async function removeVariant(id: number): Promise<string | undefined> {
  const res = await http.delete<ApiResponse<'/v2/removeShopProductVariant/{id}', 'delete'>>(`v2/removeShopProductVariant/${id}`);
  return res.data.message;
}

/** POST /shop/variant-img-upload (multipart `variant_id`, `images[]`) with upload progress. */
export async function uploadVariantImages(
  variantId: number,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<string | undefined> {
  const body = new FormData();
  body.append('variant_id', String(variantId));
  for (const file of files) body.append('images[]', file);
  const res = await http.post<ApiResponse<'/shop/variant-img-upload', 'post'>>('shop/variant-img-upload', body, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  onProgress(100);
  return res.data.message;
}

/** POST /addImagesToVariant: links gallery images of the same product to the variant. */
export async function linkVariantImages(variantId: number, imageIds: number[]): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/addImagesToVariant', 'post'>>('addImagesToVariant', {
    variant_id: variantId,
    image_ids: imageIds,
  });
  return res.data.message;
}

/** POST /deleteVariantImage { id }: unlinks the image from its variant (it stays in the gallery). */
export async function deleteVariantImage(id: number): Promise<string | undefined> {
  const res = await http.post<ApiResponse<'/deleteVariantImage', 'post'>>('deleteVariantImage', { id });
  return res.data.message;
}
