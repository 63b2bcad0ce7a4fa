import { httpApi, type Envelope } from '@marktplatz/shared';
import type { StoreInfo, StorePageInput } from '../types';

/** `POST api/v2/providerStoreUpdate`: a list that is sent replaces the stored one. */
export async function updateStorePage(input: StorePageInput): Promise<StoreInfo> {
  const response = await httpApi.post<Envelope<StoreInfo>>('v2/providerStoreUpdate', input);
  return response.data.data;
}
