import { type Envelope, http } from '@marktplatz/shared';

/** `DELETE api/lead_route_question/:id`: a question with its answer options. */
export async function deleteQuestion(id: number): Promise<Envelope<null>> {
  return (await http.delete<Envelope<null>>(`api/lead_route_question/${id}`)).data;
}
