import { httpApi, type Envelope } from '@marktplatz/shared';
import type { StoreLocation } from '../types';

/** `POST api/setStoreLocationAlwaysOpen`. */
export async function setAlwaysOpen(storeId: number, alwaysOpen: boolean): Promise<StoreLocation> {
  const response = await httpApi.post<Envelope<StoreLocation>>('setStoreLocationAlwaysOpen', {
    store_id: storeId,
    always_open: alwaysOpen,
  });
  return response.data.data;
}
