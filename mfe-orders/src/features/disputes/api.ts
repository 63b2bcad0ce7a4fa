import { http, pageOfRows, type ApiData, type ApiRequestBody, type ApiResponse, type PageOfRows } from '@marktplatz/shared';
import type { Refund } from '../../lib/api';

export type Dispute = ApiData<'/disputes', 'get'>[number];
export type DisputeDetail = ApiData<'/disputes/{id}', 'get'>;
export type OpenDisputeInput = ApiRequestBody<'/disputes', 'post'>;

/** `GET /disputes?order_number=`: the customer's disputes of one order. */
export async function getOrderDisputes(orderNumber: string, signal?: AbortSignal): Promise<Dispute[]> {
  const response = await http.get<ApiResponse<'/disputes', 'get'>>('disputes', {
    params: { order_number: orderNumber, per_page: 100 },
    signal,
  });
  return response.data.data;
}

/** The customer's refunds (newest 100) — which of them can be disputed is decided on the order page. */
export async function getOwnRefunds(signal?: AbortSignal): Promise<Refund[]> {
  const response = await http.get<ApiResponse<'/getRefundListofItems', 'get'>>('getRefundListofItems', {
    params: { page: 1, per_page: 100 },
    signal,
  });
  return response.data.data;
}

function progressOf(onProgress: (percent: number) => void) {
  return {
    onUploadProgress: (event: { loaded: number; total?: number }) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  };
}

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
  const response = await http.post<ApiResponse<'/disputes', 'post'>>('disputes', body, progressOf(onProgress));
  onProgress(100);
  return response.data;
}

/** `POST /disputes/{id}/withdraw`. */
export async function withdrawDispute(id: number): Promise<ApiResponse<'/disputes/{id}/withdraw', 'post'>> {
  return (await http.post<ApiResponse<'/disputes/{id}/withdraw', 'post'>>(`disputes/${id}/withdraw`, {})).data;
}

/** `GET /disputes/{id}`: one dispute with photos (customer or provider). */
export async function getDispute(id: number, signal?: AbortSignal): Promise<DisputeDetail> {
  return (await http.get<ApiResponse<'/disputes/{id}', 'get'>>(`disputes/${id}`, { signal })).data.data;
}

/** `GET /provider/disputes?status=`. */
export async function getProviderDisputes(
  status: 'active' | 'all',
  pageNumber: number,
  signal?: AbortSignal,
): Promise<PageOfRows<Dispute>> {
  const response = await http.get<ApiResponse<'/provider/disputes', 'get'>>('provider/disputes', {
    params: { status, page: pageNumber, per_page: 20 },
    signal,
  });
  return pageOfRows(response.data);
}

/** `POST /disputes/{id}/answer`: JSON, or multipart with photos. */
export async function answerDispute(
  id: number,
  statement: string,
  photos: readonly File[],
  onProgress: (percent: number) => void,
): Promise<ApiResponse<'/disputes/{id}/answer', 'post'>> {
  if (photos.length === 0)
    return (await http.post<ApiResponse<'/disputes/{id}/answer', 'post'>>(`disputes/${id}/answer`, { statement })).data;
  const body = new FormData();
  body.append('statement', statement);
  for (const photo of photos) body.append('photos', photo, photo.name);
  const response = await http.post<ApiResponse<'/disputes/{id}/answer', 'post'>>(`disputes/${id}/answer`, body, progressOf(onProgress));
  onProgress(100);
  return response.data;
}
