import { type Envelope, httpApi } from '@marktplatz/shared';
import { PRODUCT_FAVOURITE } from '../types';

/** `GET api/favourite-ids?type=product` (extension): every remembered product id, for the hearts. */
export async function getFavouriteIds(signal?: AbortSignal): Promise<number[]> {
  const response = await httpApi.get<Envelope<{ type: string; ids: number[] }>>('favourite-ids', {
    params: { type: PRODUCT_FAVOURITE },
    signal,
  });
  return response.data.data.ids;
}
