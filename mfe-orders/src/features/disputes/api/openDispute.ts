import { http, type ApiResponse, uploadProgress } from '@marktplatz/shared';
import type { OpenDisputeInput } from '../types';

/** `POST /disputes`: JSON, or multipart with photos (upload progress 0–100). */
export async function openDispute(
  input: OpenDisputeInput,
  photos: readonly File[],
  onProgress: (percent: number) => void,
): Promise<ApiResponse<'/disputes', 'post'>> {
  if (photos.length === 0) return (await http.post<ApiResponse<'/disputes', 'post'>>('disputes', input)).data;
  const body = new FormData();
  if (input.refund_id !== undefined) body.append('refund_id', String(input.refund_id));
  if (input.vendor_order_id !== undefined) body.append('vendor_order_id', String(input.vendor_order_id));
  body.append('statement', input.statement ?? '');
  if (input.amount_claimed !== undefined) body.append('amount_claimed', String(input.amount_claimed));
  for (const photo of photos) body.append('photos', photo, photo.name);
  const response = await http.post<ApiResponse<'/disputes', 'post'>>('disputes', body, uploadProgress(onProgress));
  onProgress(100);
  return response.data;
}
