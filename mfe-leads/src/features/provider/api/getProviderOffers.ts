import { http, type PageEnvelope, type PageOfRows, pageOfRows } from '@marktplatz/shared';
import type { ProviderOffer } from '../types';

/** `GET api/provider/offers`: the provider's offers, 5 a page. */
export async function getProviderOffers(pageNumber: number, signal?: AbortSignal): Promise<PageOfRows<ProviderOffer>> {
  return pageOfRows(
    (await http.get<PageEnvelope<ProviderOffer>>('api/provider/offers', { params: { page: pageNumber, per_page: 5 }, signal })).data,
  );
}
