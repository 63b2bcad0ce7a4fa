import { type Envelope, http } from '@marktplatz/shared';
import type { AnswerType, Question } from '../types';

/** `POST api/lead_route_question`: a new question at the end of the route. */
export async function createQuestion(input: {
  lead_route_id: number;
  question: string;
  answer_type: AnswerType;
  is_required: boolean;
}): Promise<Envelope<Question>> {
  return (await http.post<Envelope<Question>>('api/lead_route_question', input)).data;
}
