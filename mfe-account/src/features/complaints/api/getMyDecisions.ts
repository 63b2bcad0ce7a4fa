import { http, type Envelope } from '@marktplatz/shared';
import type { MyDecision } from './types';

/** `GET /moderation/my-decisions`: decisions that concern me (as the affected person or the reporter). */
export async function getMyDecisions(signal?: AbortSignal): Promise<MyDecision[]> {
  const response = await http.get<Envelope<MyDecision[]>>('moderation/my-decisions', { signal });
  return response.data.data;
}
