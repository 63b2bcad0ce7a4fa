import { type ApiResponse, http, uploadProgress } from '@marktplatz/shared';

/** POST /shop/variant-img-upload (multipart `variant_id`, `images[]`) with upload progress. */
export async function uploadVariantImages(
  variantId: number,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<string | undefined> {
  const body = new FormData();
  body.append('variant_id', String(variantId));
  for (const file of files) body.append('images[]', file);
  const res = await http.post<ApiResponse<'/shop/variant-img-upload', 'post'>>('shop/variant-img-upload', body, uploadProgress(onProgress));
  onProgress(100);
  return res.data.message;
}
