import { type ApiResponse, http, type WireShape } from '@marktplatz/shared';

export type ProviderOption = WireShape<'BundlePartner'>;

/** GET /getAllProviderLists?keyword=: other providers with active products. */
export async function getProviders(keyword: string, signal?: AbortSignal): Promise<ProviderOption[]> {
  const res = await http.get<ApiResponse<'/getAllProviderLists', 'get'>>('getAllProviderLists', {
    params: { keyword: keyword || undefined, per_page: 50 },
    signal,
  });
  return res.data.data;
}
