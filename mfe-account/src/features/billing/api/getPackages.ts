import { http, type ApiData, type Envelope } from '@marktplatz/shared';

export type BillingPackage = ApiData<'/getPackages', 'get'>[number];

/** `GET /getPackages`: Basis, Plus and Premium with prices and entitlements. */
export async function getPackages(signal?: AbortSignal): Promise<BillingPackage[]> {
  const response = await http.get<Envelope<BillingPackage[]>>('getPackages', { signal });
  return response.data.data;
}
