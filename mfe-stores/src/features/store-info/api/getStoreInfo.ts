import { httpApi, type Envelope } from '@marktplatz/shared';
import type { StoreInfo } from '../types';

/** `GET api/v2/getProviderStoreInfo`. */
export async function getStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  const response = await httpApi.get<Envelope<StoreInfo>>('v2/getProviderStoreInfo', { signal });
  return response.data.data;
}
