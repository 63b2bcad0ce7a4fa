import { http, type PageEnvelope, type PageOfRows, pageOfRows } from '@marktplatz/shared';
import type { CustomerInquiry } from '../types';

/** `GET api/customer/leads`: the customer's inquiries, 5 a page. */
export async function getCustomerInquiries(pageNumber: number, signal?: AbortSignal): Promise<PageOfRows<CustomerInquiry>> {
  return pageOfRows(
    (await http.get<PageEnvelope<CustomerInquiry>>('api/customer/leads', { params: { page: pageNumber, per_page: 5 }, signal })).data,
  );
}
