import { http, type ApiResponse } from '@marktplatz/shared';
import type { TwoFactorStatus } from './getTwoFactorStatus';

/** `POST /two-factor-status`; the status goes as 1/0; `data` is the stored status. */
export async function saveTwoFactorStatus(status: TwoFactorStatus): Promise<TwoFactorStatus> {
  const response = await http.post<ApiResponse<'/two-factor-status', 'post'>>('two-factor-status', {
    two_factor_mobile: status.two_factor_mobile ?? '',
    two_factor_status: status.two_factor_status ? 1 : 0,
    two_factor_country_code: status.two_factor_country_code ?? '',
  });
  return response.data.data;
}
