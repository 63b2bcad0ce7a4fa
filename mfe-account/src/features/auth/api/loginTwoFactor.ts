import { http, type LoginResponse, type Envelope } from '@marktplatz/shared';

/** `POST /login/two-factor` with the SMS code: answers the normal login response. */
export async function loginTwoFactor(twoFactorToken: string, code: string): Promise<LoginResponse> {
  const response = await http.post<Envelope<LoginResponse>>('login/two-factor', { two_factor_token: twoFactorToken, code });
  return response.data.data;
}
