import { httpApi, type Envelope } from '@marktplatz/shared';
import type { StoreInfo } from '../types';

/** `POST api/v2/removeCompanyImages`: the remaining gallery. */
export async function removeCompanyImages(ids: number[]): Promise<StoreInfo['company_images']> {
  const response = await httpApi.post<Envelope<StoreInfo['company_images']>>('v2/removeCompanyImages', { image_ids: ids });
  return response.data.data;
}
