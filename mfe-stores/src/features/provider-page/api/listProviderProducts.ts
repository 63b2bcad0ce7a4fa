import { httpApi, type Envelope, type Graphql } from '@marktplatz/shared';

/** A product card of the marketplace lists (the shop's card, as the graph contract declares it). */
export type ProviderProduct = Pick<Graphql.ShopProductCard, 'id' | 'name' | 'slug' | 'photo' | 'price' | 'previous_price' | 'tax'>;

/** How many cards the provider page shows at most. */
export const PROVIDER_PRODUCTS_SHOWN = 8;

/** `GET api/search?provider_id=…`: the provider's listed (active) products, newest first. */
export async function listProviderProducts(providerId: number, signal?: AbortSignal): Promise<ProviderProduct[]> {
  const response = await httpApi.get<Envelope<{ data: ProviderProduct[] }>>('search', {
    params: { provider_id: providerId, per_page: PROVIDER_PRODUCTS_SHOWN, sort: 'recency' },
    signal,
  });
  return response.data.data.data;
}
