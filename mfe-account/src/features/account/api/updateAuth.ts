import { http, type Envelope } from '@marktplatz/shared';

export interface AuthUpdate {
  email?: string;
  username?: string;
  password?: string;
  current_password: string;
}

/** `PATCH /me/details/auth`; a new password answers a new `token` (the other sessions end). */
export async function updateAuth(payload: AuthUpdate): Promise<{ token?: string } & Record<string, unknown>> {
  const response = await http.patch<Envelope<({ token?: string } & Record<string, unknown>) | null>>('me/details/auth', payload);
  return response.data.data ?? {};
}
