import type { ApiData } from '@marktplatz/shared';

/** Wire shapes of the providers' back office routes, from the generated contract. */
export type ProviderListItem = ApiData<'/admin/providers', 'get'>[number];
export type ProviderDetail = ApiData<'/admin/providers/{id}', 'get'>;
export type ProviderStatus = ProviderListItem['status'];
export type ProviderFilter = ProviderStatus | 'suspended';
export type ModerationOptions = ApiData<'/admin/moderation/options', 'get'>;

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
