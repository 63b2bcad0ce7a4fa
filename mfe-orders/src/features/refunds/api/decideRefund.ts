import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

/** `POST /acceptRefundItem`: accept (amount), reject (reason) or mark refunded. */
export async function decideRefund(input: ApiRequestBody<'/acceptRefundItem', 'post'>): Promise<ApiResponse<'/acceptRefundItem', 'post'>> {
  const response = await http.post<ApiResponse<'/acceptRefundItem', 'post'>>('acceptRefundItem', input);
  return response.data;
}
