import { httpApi, type ApiData, type Envelope } from '@marktplatz/shared';

type StoreInfo = ApiData<'/api/v2/getProviderStoreInfo', 'get'>;

/** The slug of the provider's public page (`GET api/v2/getProviderStoreInfo`); `null` while it has none. */
export async function getPublicPageSlug(signal?: AbortSignal): Promise<StoreInfo['slug']> {
  const response = await httpApi.get<Envelope<StoreInfo>>('v2/getProviderStoreInfo', { signal });
  return response.data.data.slug;
}
