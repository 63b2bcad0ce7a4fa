/**
 * The provider search's structured data (schema.org, JSON-LD): the page's first providers as an `ItemList` of
 * `ListItem`s (position, the provider page's address, the company's name), for a crawler to follow the list to the
 * providers; their own data (`LocalBusiness`) is on their pages.
 */
import { absoluteUrl, itemListJsonLd, type JsonLd } from '@marktplatz/shared/ssr';
import type { ProviderSearchResult } from '../api/searchProviders';

/** The search page's address. */
export const PROVIDER_SEARCH_PATH = '/provider-search';

/** `ItemList` of the result's providers (none for an empty result), positions from the page's first card on. */
export function providerSearchJsonLd(
  result: ProviderSearchResult,
  { name, page = 1, origin }: { name: string; page?: number; origin: string },
): JsonLd[] {
  const first = (Math.max(1, page) - 1) * (result.meta?.per_page ?? result.cards.length);
  const items = result.cards.map((card) => ({ url: absoluteUrl(`/provider-detail/${card.slug}`, origin), name: card.company_name }));
  const list = itemListJsonLd(items, {
    name,
    url: absoluteUrl(PROVIDER_SEARCH_PATH, origin),
    firstPosition: first + 1,
    numberOfItems: result.meta?.total,
  });
  return list ? [list] : [];
}
