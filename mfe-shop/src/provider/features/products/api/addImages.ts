import { type ApiData, type ApiResponse, http, uploadProgress } from '@marktplatz/shared';

/** POST /addImageToProduct (multipart `product_id`, `images[]`); `onProgress` gets 0–100 of the upload. */
export async function addImages(
  productId: number,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<ApiData<'/addImageToProduct', 'post'>> {
  const body = new FormData();
  body.append('product_id', String(productId));
  for (const file of files) body.append('images[]', file);
  const res = await http.post<ApiResponse<'/addImageToProduct', 'post'>>('addImageToProduct', body, uploadProgress(onProgress));
  onProgress(100);
  return res.data.data;
}
