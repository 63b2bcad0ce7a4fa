import type { ApiData, ApiRequestBody } from '@marktplatz/shared';

/** Wire shapes of support's dispute routes, from the generated contract. */
export type AdminDispute = ApiData<'/admin/disputes', 'get'>[number];
export type AdminDisputeDetail = ApiData<'/admin/disputes/{id}', 'get'>;
export type DecisionInput = ApiRequestBody<'/admin/disputes/{id}/decision', 'post'>;
export type DisputeFilter = 'active' | 'decidable' | 'decided' | 'withdrawn' | 'all';

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
