import { http, type Envelope } from '@marktplatz/shared';

/** `POST /moderation/complaints { case_id, text }` (signed in); 422 after six months, when not concerned or twice. */
export async function fileComplaint(caseId: number, text: string): Promise<string | undefined> {
  const response = await http.post<Envelope<unknown>>('moderation/complaints', { case_id: caseId, text });
  return response.data.message;
}
