import { type Envelope, http } from '@marktplatz/shared';

/** `DELETE api/lead_route_answer/:id`: an answer option. */
export async function deleteAnswer(id: number): Promise<Envelope<null>> {
  return (await http.delete<Envelope<null>>(`api/lead_route_answer/${id}`)).data;
}
