import { httpApi, type ApiData, type Envelope } from '@marktplatz/shared';

/** Every field of the public provider page (spec 02 §3) — the API's declared answer. */
export type ProviderPageData = ApiData<'/api/providerPageData', 'get'>;

/** `GET api/providerPageData?slug=…` (`is_preview=1` only for the owner). */
export async function getProviderPage(slug: string, preview: boolean, signal?: AbortSignal): Promise<ProviderPageData> {
  const params = preview ? { slug, is_preview: 1 } : { slug };
  const response = await httpApi.get<Envelope<ProviderPageData>>('providerPageData', { params, signal });
  return response.data.data;
}
