import { http } from '@marktplatz/shared';

/** `POST /subscribe-newsletter-email`: the answer's message. */
export async function subscribeNewsletter(email: string): Promise<string> {
  const response = await http.post<{ message?: string }>('/subscribe-newsletter-email', { email });
  return response.data.message ?? '';
}
