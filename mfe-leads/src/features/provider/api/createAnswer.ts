import { type Envelope, http } from '@marktplatz/shared';
import type { AnswerOption } from '../types';

/** `POST api/lead_route_answer`: a new answer option of a choice question. */
export async function createAnswer(questionId: number, answer: string): Promise<Envelope<AnswerOption>> {
  return (await http.post<Envelope<AnswerOption>>('api/lead_route_answer', { lead_route_question_id: questionId, answer })).data;
}
