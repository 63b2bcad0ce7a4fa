import { http } from '@marktplatz/shared';

/** `POST /acceptCookie`: records the signed-in user's cookie choice (the optional categories). */
export async function acceptCookies(optional: readonly string[]): Promise<void> {
  await http.post('/acceptCookie', { accepted: optional });
}
