import { http, type ApiData, type Envelope } from '@marktplatz/shared';

/** A store of the provider with its week, closed days and today's state. */
export type PublicLocation = ApiData<'/providerStoreLocations', 'get'>[number];

/** `GET /providerStoreLocations?slug=…`. */
export async function getProviderLocations(slug: string, signal?: AbortSignal): Promise<PublicLocation[]> {
  const response = await http.get<Envelope<PublicLocation[]>>('/providerStoreLocations', { params: { slug }, signal });
  return response.data.data;
}
