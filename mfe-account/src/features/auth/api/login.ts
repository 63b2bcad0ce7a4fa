import { http, type ApiData, type Envelope } from '@marktplatz/shared';

export interface Credentials {
  /** E-mail address or username. */
  login: string;
  password: string;
}

/** The answer of `POST /login` (generated contract): the session, or the second-factor challenge. */
export type LoginResult = ApiData<'/login', 'post'>;
export type TwoFactorChallenge = Extract<LoginResult, { two_factor_required: true }>;

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
