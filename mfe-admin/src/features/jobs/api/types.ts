import type { ApiData } from '@marktplatz/shared';

/** Wire shapes of the dead-job routes, from the generated contract. */
export type DeadJob = ApiData<'/admin/jobs/dead', 'get'>[number];
export type DeadJobAction = ApiData<'/admin/jobs/{id}/retry', 'post'>;

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
