import { http, httpApi, type ApiData, type Envelope, type PageMeta } from '@marktplatz/shared';

export type Rating = ApiData<'/api/v2/rating', 'get'>[number];
export type ReportReasonOption = ApiData<'/v2/rating-report-reasons', 'get'>[number];

/** One page of a provider's reviews. */
export interface RatingsPage {
  rows: Rating[];
  meta?: PageMeta;
}

/** `GET api/v2/rating?type=provider&type_instance=<id>`: the published reviews of the provider's products, newest first. */
export async function listRatings(providerId: number, page: number, signal?: AbortSignal): Promise<RatingsPage> {
  const response = await httpApi.get<{ data: Rating[]; meta?: PageMeta }>('v2/rating', {
    params: { type: 'provider', type_instance: providerId, page, per_page: 5 },
    signal,
  });
  return { rows: response.data.data, meta: response.data.meta };
}

/** `GET /v2/rating-report-reasons`: the reasons a rating may be reported for, with German labels. */
export async function listReportReasons(signal?: AbortSignal): Promise<ReportReasonOption[]> {
  const response = await http.get<Envelope<ReportReasonOption[]>>('/v2/rating-report-reasons', { signal });
  return response.data.data;
}
