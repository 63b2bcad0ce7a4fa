import { http, type ApiResponse } from '@marktplatz/shared';

/** `POST /cancelRefundItem`. */
export async function cancelRefund(id: number): Promise<ApiResponse<'/cancelRefundItem', 'post'>> {
  const response = await http.post<ApiResponse<'/cancelRefundItem', 'post'>>('cancelRefundItem', { id });
  return response.data;
}
