import { type Envelope, http } from '@marktplatz/shared';
import type { Question } from '../types';

/** `GET api/getQuestionsByLeadRoute`: a route's questions in order, with their answer options. */
export async function getQuestions(routeId: number, signal?: AbortSignal): Promise<Question[]> {
  return (await http.get<Envelope<Question[]>>('api/getQuestionsByLeadRoute', { params: { lead_route_id: routeId }, signal })).data.data;
}
