import { http, type ApiData, type Envelope } from '@marktplatz/shared';

/** The provider's own return, shipping and privacy policy (generated contract). */
export type VendorPolicies = ApiData<'/getVendorPolicies', 'get'>;

/** `GET /getVendorPolicies` (provider). */
export async function getVendorPolicies(signal?: AbortSignal): Promise<VendorPolicies> {
  const response = await http.get<Envelope<VendorPolicies>>('getVendorPolicies', { signal });
  return response.data.data;
}
