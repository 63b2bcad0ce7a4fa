import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

/** `POST /refund-process`. */
export async function requestRefund(input: ApiRequestBody<'/refund-process', 'post'>): Promise<ApiResponse<'/refund-process', 'post'>> {
  const response = await http.post<ApiResponse<'/refund-process', 'post'>>('refund-process', input);
  return response.data;
}
