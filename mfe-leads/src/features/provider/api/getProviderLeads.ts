import { http, type PageEnvelope, type PageOfRows, pageOfRows } from '@marktplatz/shared';
import type { LeadTab, ProviderLead } from '../types';

/** `GET api/provider/leads`: the leads of one tab, 5 a page. */
export async function getProviderLeads(tab: LeadTab, pageNumber: number, signal?: AbortSignal): Promise<PageOfRows<ProviderLead>> {
  return pageOfRows(
    (await http.get<PageEnvelope<ProviderLead>>('api/provider/leads', { params: { tab, page: pageNumber, per_page: 5 }, signal })).data,
  );
}
