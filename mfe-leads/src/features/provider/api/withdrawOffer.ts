import { type Envelope, http } from '@marktplatz/shared';

/** `DELETE api/withdrawOffer/:id`: withdraws a sent offer. */
export async function withdrawOffer(id: number): Promise<Envelope<null>> {
  return (await http.delete<Envelope<null>>(`api/withdrawOffer/${id}`)).data;
}
