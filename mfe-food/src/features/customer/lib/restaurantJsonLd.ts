/**
 * The menu page's structured data (schema.org, JSON-LD): `Restaurant` with its address (`PostalAddress`), its cuisine,
 * its opening hours and its menu (`Menu` → `MenuSection` per food category → `MenuItem` with an `Offer` per dish).
 * Built from the same answer the page shows (`api/foodProviderBySlugNew`), so a crawler reads what a visitor sees.
 * The answer has no ratings: no `AggregateRating` until it carries them. The schema.org pieces come from the shared
 * library's server render.
 */
import { absoluteUrl, euroOffer, openingHoursSpecification, postalAddress, schemaOrgNode, type JsonLd } from '@marktplatz/shared/ssr';
import type { FoodDish, FoodProvider } from '../types';
import { messages } from '../../../messages';

/** The menu page's address. */
export const menuPagePath = (slug: string) => `/food/menu/${encodeURIComponent(slug)}`;

/**
 * The restaurant's `PostalAddress` from the answer's one-line address of its main store (`Straße 1, 10119 Berlin`) and
 * its city; undefined when it has neither.
 */
export function postalAddressOf(address: string, city: string): JsonLd | undefined {
  const line = address.trim();
  const parts = /^(?:(.*),)?\s*(\d{5})\s+(.+)$/.exec(line);
  return postalAddress({
    streetAddress: parts ? (parts[1] ?? '') : line,
    postalCode: parts?.[2],
    addressLocality: parts?.[3] ?? city,
  });
}

/** A dish as `MenuItem` with its `Offer` (price in euros as a decimal string, whether it can be ordered). */
export function menuItemOf(dish: FoodDish, origin: string): JsonLd {
  const offer = euroOffer({ cents: dish.price_cents, inStock: dish.available });
  const description = dish.description.trim();
  return {
    '@type': 'MenuItem',
    name: dish.name,
    ...(description ? { description } : {}),
    ...(dish.image ? { image: absoluteUrl(dish.image.url, origin) } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

/** `Restaurant` of the menu page, with its menu (food categories without dishes left out). */
export function restaurantJsonLd(provider: FoodProvider, origin: string): JsonLd {
  const url = absoluteUrl(menuPagePath(provider.slug), origin);
  const address = postalAddressOf(provider.address, provider.city);
  const hours = openingHoursSpecification(provider.opening_hours);
  const sections = provider.categories
    .filter((category) => category.dishes.length > 0)
    .map((category) => ({
      '@type': 'MenuSection',
      name: category.name,
      hasMenuItem: category.dishes.map((dish) => menuItemOf(dish, origin)),
    }));
  return {
    ...schemaOrgNode('Restaurant', `${url}#restaurant`),
    name: provider.name,
    url,
    ...(address ? { address } : {}),
    ...(provider.cuisine_tags.length > 0 ? { servesCuisine: provider.cuisine_tags } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(sections.length > 0
      ? { hasMenu: { '@type': 'Menu', name: messages.search.toMenu(provider.name), url, hasMenuSection: sections } }
      : {}),
  };
}
