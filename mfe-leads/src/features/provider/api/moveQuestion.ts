import { type Envelope, http } from '@marktplatz/shared';
import type { Question } from '../types';

/** `POST api/lead_route_question_override_positions`: moves a question to a position (1-based). */
export async function moveQuestion(id: number, position: number): Promise<Envelope<Question[]>> {
  return (await http.post<Envelope<Question[]>>('api/lead_route_question_override_positions', { lead_route_question_id: id, position }))
    .data;
}
