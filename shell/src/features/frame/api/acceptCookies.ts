import { http } from '@marktplatz/shared';

/** `POST /acceptCookie`: records the signed-in user's cookie choice (the optional categories) with the consent version it answered. */
export async function acceptCookies(optional: readonly string[], version: number): Promise<void> {
  await http.post('/acceptCookie', { accepted: optional, version });
}
