import { http, type LoginResponse } from '@marktplatz/shared';
import type { Envelope } from '../../../lib/types';

export interface Credentials {
  /** E-mail address or username. */
  login: string;
  password: string;
}

export interface TwoFactorChallenge {
  two_factor_required: true;
  two_factor_token: string;
  two_factor_mobile_hint: string;
}

export type LoginResult = (LoginResponse & { expires_at?: string }) | TwoFactorChallenge;

export function isTwoFactorChallenge(result: LoginResult): result is TwoFactorChallenge {
  return (result as TwoFactorChallenge).two_factor_required === true;
}

/** `POST /login` with `email` (or `username` when the text holds no @). */
export async function login({ login: identifier, password }: Credentials): Promise<LoginResult> {
  const value = identifier.trim();
  const body = value.includes('@') ? { email: value, password } : { username: value, password };
  const response = await http.post<Envelope<LoginResult>>('login', body);
  return response.data.data;
}
