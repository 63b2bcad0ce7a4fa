import { httpApi, type ApiData, type Envelope } from '@marktplatz/shared';

export type VendorPolicy = ApiData<'/api/getVendorPolicy', 'get'>;

/** `GET api/getVendorPolicy?slug=…`: return, shipping and privacy policy of the provider. */
export async function getVendorPolicy(slug: string, signal?: AbortSignal): Promise<VendorPolicy> {
  const response = await httpApi.get<Envelope<VendorPolicy>>('getVendorPolicy', { params: { slug }, signal });
  return response.data.data;
}
