import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

/** `POST /shop/provider/withdraw`. */
export async function withdraw(
  input: ApiRequestBody<'/shop/provider/withdraw', 'post'>,
): Promise<ApiResponse<'/shop/provider/withdraw', 'post'>> {
  const response = await http.post<ApiResponse<'/shop/provider/withdraw', 'post'>>('shop/provider/withdraw', input);
  return response.data;
}
