import { http, type ApiData, type ApiResponse } from '@marktplatz/shared';

export type RefundDetail = ApiData<'/getDetailOfRefundItem', 'get'>;
export type RefundPhoto = NonNullable<RefundDetail['photos']>[number];

/** `GET /getDetailOfRefundItem?id=`: the refund with its lines and the customer's photos (signed, short-lived URLs). */
export async function getRefundDetail(id: number, signal?: AbortSignal): Promise<RefundDetail> {
  const response = await http.get<ApiResponse<'/getDetailOfRefundItem', 'get'>>('getDetailOfRefundItem', { params: { id }, signal });
  return response.data.data;
}
