import { http, type Envelope } from '@marktplatz/shared';

/** `POST /unsubscribe-newsletter-email { email, token }` (the unsubscribe link); answers the server's message. */
export async function unsubscribeWithToken(email: string, token: string): Promise<string | undefined> {
  const response = await http.post<Envelope<unknown>>('unsubscribe-newsletter-email', { email, token });
  return response.data.message;
}
