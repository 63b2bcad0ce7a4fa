import { httpApi, type Envelope } from '@marktplatz/shared';
import type { StoreInfo } from '../types';

/** `POST api/v2/providerInfoUpdate`: "Profil verbergen" ticked sends `show_profile` 0, else 1 (spec §5). */
export async function setProfileHidden(hidden: boolean): Promise<StoreInfo> {
  const response = await httpApi.post<Envelope<StoreInfo>>('v2/providerInfoUpdate', { show_profile: hidden ? 0 : 1 });
  return response.data.data;
}
