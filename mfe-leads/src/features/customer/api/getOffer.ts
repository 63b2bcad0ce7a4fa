import { type Envelope, http } from '@marktplatz/shared';
import type { OfferDetail } from '../types';

/** `GET api/offer/:id`: one offer with the inquiry's answers. */
export async function getOffer(id: number, signal?: AbortSignal): Promise<OfferDetail> {
  return (await http.get<Envelope<OfferDetail>>(`api/offer/${id}`, { signal })).data.data;
}
