import { http, type Envelope } from '@marktplatz/shared';
import type { LinkedCase } from './types';

/** `GET /moderation/complaints/link?token=` (no login): the case of the decision e-mail's link. */
export async function getLinkedCase(token: string, signal?: AbortSignal): Promise<LinkedCase> {
  const response = await http.get<Envelope<LinkedCase>>('moderation/complaints/link', { params: { token }, signal });
  return response.data.data;
}

/** `POST /moderation/complaints/link { token, text }` (no login, throttled). */
export async function fileLinkedComplaint(token: string, text: string): Promise<string | undefined> {
  const response = await http.post<Envelope<unknown>>('moderation/complaints/link', { token, text });
  return response.data.message;
}
