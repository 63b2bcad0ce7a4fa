import { type Envelope, http } from '@marktplatz/shared';

/** `DELETE api/deleteCallToAction/:id`. */
export async function deleteCta(id: number): Promise<Envelope<null>> {
  return (await http.delete<Envelope<null>>(`api/deleteCallToAction/${id}`)).data;
}
