import type { ApiData } from '@marktplatz/shared';

/** Wire shapes of the customers' back office routes, from the generated contract. */
export type CustomerListItem = ApiData<'/admin/customers', 'get'>[number];
export type CustomerDetail = ApiData<'/admin/customers/{id}', 'get'>;
export type CustomerState = CustomerListItem['state'];

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
