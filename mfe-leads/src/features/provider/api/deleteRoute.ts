import { type Envelope, http } from '@marktplatz/shared';

/** `DELETE api/deleteLeadRoute/:id`: the route with its questions and answer options. */
export async function deleteRoute(id: number): Promise<Envelope<null>> {
  return (await http.delete<Envelope<null>>(`api/deleteLeadRoute/${id}`)).data;
}
