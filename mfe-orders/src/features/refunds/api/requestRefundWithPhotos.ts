import { http, type ApiRequestBody, type ApiResponse, uploadProgress } from '@marktplatz/shared';

/**
 * `POST /refund-process` as `multipart/form-data`: the request's fields (`lines` as JSON text) and up to five files
 * `photos`; `onProgress` gets 0–100 from axios' upload progress.
 */
export async function requestRefundWithPhotos(
  input: ApiRequestBody<'/refund-process', 'post'>,
  photos: readonly File[],
  onProgress: (percent: number) => void,
): Promise<ApiResponse<'/refund-process', 'post'>> {
  const body = new FormData();
  body.append('shop_vendor_order_id', String(input.shop_vendor_order_id));
  body.append('reason', input.reason);
  if (input.comment) body.append('comment', input.comment);
  body.append('lines', JSON.stringify(input.lines));
  for (const photo of photos) body.append('photos', photo, photo.name);
  const response = await http.post<ApiResponse<'/refund-process', 'post'>>('refund-process', body, uploadProgress(onProgress));
  onProgress(100);
  return response.data;
}
