import { http, type LoginResponse } from '@marktplatz/shared';
import type { Envelope } from '../../../lib/types';

/** `POST /login/two-factor` with the SMS code: answers the normal login response. */
export async function loginTwoFactor(twoFactorToken: string, code: string): Promise<LoginResponse> {
  const response = await http.post<Envelope<LoginResponse>>('login/two-factor', { two_factor_token: twoFactorToken, code });
  return response.data.data;
}
