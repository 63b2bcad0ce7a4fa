import { http, type PageEnvelope } from '@marktplatz/shared';
import { type FavouriteProduct, PRODUCT_FAVOURITE } from '../types';

/** `GET /getFavourites?type=product`: a page of the customer's favourite products, newest first. */
export async function getFavourites(page: number, signal?: AbortSignal): Promise<PageEnvelope<FavouriteProduct>> {
  const response = await http.get<PageEnvelope<FavouriteProduct>>('getFavourites', {
    params: { type: PRODUCT_FAVOURITE, page, per_page: 12 },
    signal,
  });
  return response.data;
}
