import { http, type ApiRequestBody, type ApiResponse } from '@marktplatz/shared';

/** `POST /savePayoutAccount`. */
export async function savePayoutAccount(
  input: ApiRequestBody<'/savePayoutAccount', 'post'>,
): Promise<ApiResponse<'/savePayoutAccount', 'post'>> {
  const response = await http.post<ApiResponse<'/savePayoutAccount', 'post'>>('savePayoutAccount', input);
  return response.data;
}
