import { type ApiData, type Envelope, http } from '@marktplatz/shared';

/** `GET v2/world/categorys/:slug`: a living-world category with its lead routes (`all`: every category). */
export async function getWorld(slug: string, signal?: AbortSignal): Promise<ApiData<'/v2/world/categorys/{slug}', 'get'>> {
  return (
    await http.get<Envelope<ApiData<'/v2/world/categorys/{slug}', 'get'>>>(`v2/world/categorys/${encodeURIComponent(slug)}`, { signal })
  ).data.data;
}
