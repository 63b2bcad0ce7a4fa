import { httpApi, type ApiData, type ApiResponse } from '@marktplatz/shared';

/** A product card of the marketplace lists (the shop's `ProductCard` of `api/search`), the fields this page shows. */
export type ProviderProduct = Pick<
  ApiData<'/api/search', 'get'>['data'][number],
  'id' | 'name' | 'slug' | 'photo' | 'price' | 'price_cents' | 'previous_price' | 'tax'
>;

/** How many cards the provider page shows at most. */
export const PROVIDER_PRODUCTS_SHOWN = 8;

/** `GET api/search?provider_id=…`: the provider's listed (active) products, newest first. */
export async function listProviderProducts(providerId: number, signal?: AbortSignal): Promise<ProviderProduct[]> {
  const response = await httpApi.get<ApiResponse<'/api/search', 'get'>>('search', {
    params: { provider_id: providerId, per_page: PROVIDER_PRODUCTS_SHOWN, sort: 'recency' },
    signal,
  });
  return response.data.data.data;
}
