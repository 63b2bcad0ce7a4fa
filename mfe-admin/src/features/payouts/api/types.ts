import type { ApiData } from '@marktplatz/shared';

/** Wire shapes of the finance payout routes, from the generated contract. */
export type PayoutRequest = ApiData<'/admin/payouts/requests', 'get'>[number];
export type PayoutRun = ApiData<'/admin/payouts/runs', 'get'>[number];
export type PayoutRunDetail = ApiData<'/admin/payouts/runs/{id}', 'get'>;
export type ReturnedPayout = ApiData<'/admin/payouts/returned', 'post'>;

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
