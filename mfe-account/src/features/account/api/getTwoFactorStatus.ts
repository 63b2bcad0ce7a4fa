import { http, type Envelope } from '@marktplatz/shared';

export interface TwoFactorStatus {
  two_factor_mobile: string | null;
  two_factor_status: boolean;
  two_factor_country_code: string | null;
}

/** `GET /two-factor-status`. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const response = await http.get<Envelope<TwoFactorStatus>>('two-factor-status', { signal });
  return response.data.data;
}
