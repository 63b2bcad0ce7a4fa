import { http, type ApiData, type ApiResponse } from '@marktplatz/shared';

export type TwoFactorStatus = ApiData<'/two-factor-status', 'get'>;

/** `GET /two-factor-status`. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const response = await http.get<ApiResponse<'/two-factor-status', 'get'>>('two-factor-status', { signal });
  return response.data.data;
}
