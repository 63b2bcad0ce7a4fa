import { http, type ApiData, type Envelope } from '@marktplatz/shared';

type WorldCategory = ApiData<'/v2/world/categorys/{slug}', 'get'>[number];

/** An active lead route of the provider with the slug of its living-world category (for the link). */
export type ProviderLeadRoute = WorldCategory['lead_routes'][number] & { category_slug: string; category_title: string };

/** `GET /v2/world/categorys/all`: every category with its active lead routes; keeps the routes of one provider. */
export async function listProviderLeadRoutes(providerId: number, signal?: AbortSignal): Promise<ProviderLeadRoute[]> {
  const response = await http.get<Envelope<WorldCategory[]>>('/v2/world/categorys/all', { signal });
  return response.data.data.flatMap((category) =>
    category.lead_routes
      .filter((route) => route.provider.id === providerId)
      .map((route) => ({ ...route, category_slug: category.slug, category_title: category.title })),
  );
}
