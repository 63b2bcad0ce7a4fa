import { type ApiData, type Envelope, http, httpApi, type PageEnvelope } from '@marktplatz/shared';

/** Favourite type of shop products. */
export const PRODUCT_FAVOURITE = 'product';

/** A remembered product on sale (one taken off sale is left out until it is listed again): the shop's card. */
export type FavouriteProduct = Extract<ApiData<'/getFavourites', 'get'>[number], { type: 'product' }>;

/** `POST api/add-favourite {id, type}`. */
export async function addFavourite(id: number, type = PRODUCT_FAVOURITE): Promise<Envelope<unknown>> {
  const response = await httpApi.post<Envelope<unknown>>('add-favourite', { id, type });
  return response.data;
}

/** `POST api/remove-favourite {id, type}`. */
export async function removeFavourite(id: number, type = PRODUCT_FAVOURITE): Promise<Envelope<unknown>> {
  const response = await httpApi.post<Envelope<unknown>>('remove-favourite', { id, type });
  return response.data;
}

/** `GET /getFavourites?type=product`: a page of the customer's favourite products, newest first. */
export async function getFavourites(page: number, signal?: AbortSignal): Promise<PageEnvelope<FavouriteProduct>> {
  const response = await http.get<PageEnvelope<FavouriteProduct>>('getFavourites', {
    params: { type: PRODUCT_FAVOURITE, page, per_page: 12 },
    signal,
  });
  return response.data;
}

/** `GET api/favourite-ids?type=product` (extension): every remembered product id, for the hearts. */
export async function getFavouriteIds(signal?: AbortSignal): Promise<number[]> {
  const response = await httpApi.get<Envelope<{ type: string; ids: number[] }>>('favourite-ids', {
    params: { type: PRODUCT_FAVOURITE },
    signal,
  });
  return response.data.data.ids;
}
