import { httpApi, type PageMeta } from '@marktplatz/shared';
import type { StoreLocation } from '../types';

/** `GET api/store-locations`: the provider's stores, the default first. */
export async function listLocations(page: number, signal?: AbortSignal): Promise<{ rows: StoreLocation[]; meta?: PageMeta }> {
  const response = await httpApi.get<{ data: StoreLocation[]; meta?: PageMeta }>('store-locations', {
    params: { page, per_page: 20 },
    signal,
  });
  return { rows: response.data.data, meta: response.data.meta };
}
