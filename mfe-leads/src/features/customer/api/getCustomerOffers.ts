import { http, type PageEnvelope, type PageOfRows, pageOfRows } from '@marktplatz/shared';
import type { CustomerOffer } from '../types';

/** `GET api/customer/offers`: the offers the customer received, 5 a page. */
export async function getCustomerOffers(pageNumber: number, signal?: AbortSignal): Promise<PageOfRows<CustomerOffer>> {
  return pageOfRows(
    (await http.get<PageEnvelope<CustomerOffer>>('api/customer/offers', { params: { page: pageNumber, per_page: 5 }, signal })).data,
  );
}
