/**
 * The menu page's structured data (schema.org, JSON-LD): `Restaurant` with its address (`PostalAddress`), its cuisine,
 * its opening hours and its menu (`Menu` → `MenuSection` per food category → `MenuItem` with an `Offer` per dish).
 * Built from the same answer the page shows (`api/foodProviderBySlugNew`), so a crawler reads what a visitor sees.
 * The answer has no ratings: no `AggregateRating` until it carries them.
 */
import type { FoodDish, FoodProvider } from '../types';
import { messages } from '../../../messages';

type JsonLd = Record<string, unknown>;
type DayHours = FoodProvider['opening_hours'][number];

/** schema.org's days in the API's numbering (1 = Monday … 7 = Sunday). */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`);

/** The menu page's address. */
export const menuPagePath = (slug: string) => `/food/menu/${encodeURIComponent(slug)}`;

/** `url` as an absolute address on `origin` (pictures may already be absolute). */
const absolute = (url: string, origin: string) => new URL(url, `${origin}/`).href;

/**
 * An amount in cents (the API's `price_cents`) as schema.org's decimal price in euros, by integer arithmetic (no float
 * rounding): 1099 → `10.99`, 5 → `0.05`. Null for anything that is no whole, non-negative number of cents.
 */
export function euroPrice(cents: number): string | null {
  if (!Number.isSafeInteger(cents) || cents < 0) return null;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A time of the API (`8:00`, `08:00`, `08:00:00`) as `HH:MM`, or null when it is none. */
export function hhmm(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((time ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** `OpeningHoursSpecification` entries of the opening hours: one per open shift and day (a close before the open runs past midnight). */
export function openingHoursOf(hours: readonly DayHours[]): JsonLd[] {
  return [...hours]
    .sort((a, b) => a.day - b.day)
    .flatMap((day) => {
      const dayOfWeek = DAYS[day.day - 1];
      if (!day.status || !dayOfWeek) return [];
      const shifts: [string | null, string | null][] = [
        [hhmm(day.from_time), hhmm(day.untill_time)],
        [hhmm(day.after_from_time), hhmm(day.after_untill_time)],
      ];
      return shifts.flatMap(([opens, closes]) =>
        opens && closes ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }] : [],
      );
    });
}

/**
 * The restaurant's `PostalAddress` from the answer's one-line address of its main store (`Straße 1, 10119 Berlin`) and
 * its city; undefined when it has neither.
 */
export function postalAddressOf(address: string, city: string): JsonLd | undefined {
  const line = address.trim();
  const parts = /^(?:(.*),)?\s*(\d{5})\s+(.+)$/.exec(line);
  const streetAddress = (parts ? (parts[1] ?? '') : line).trim();
  const postalCode = parts?.[2];
  const addressLocality = (parts?.[3] ?? city).trim();
  if (!streetAddress && !postalCode && !addressLocality) return undefined;
  return {
    '@type': 'PostalAddress',
    ...(streetAddress ? { streetAddress } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(addressLocality ? { addressLocality } : {}),
  };
}

/** A dish as `MenuItem` with its `Offer` (price in euros as a decimal string, whether it can be ordered). */
export function menuItemOf(dish: FoodDish, origin: string): JsonLd {
  const price = euroPrice(dish.price_cents);
  const description = dish.description.trim();
  return {
    '@type': 'MenuItem',
    name: dish.name,
    ...(description ? { description } : {}),
    ...(dish.image ? { image: absolute(dish.image.url, origin) } : {}),
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: 'EUR',
            availability: dish.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
}

/** `Restaurant` of the menu page, with its menu (food categories without dishes left out). */
export function restaurantJsonLd(provider: FoodProvider, origin: string): JsonLd {
  const url = absolute(menuPagePath(provider.slug), origin);
  const address = postalAddressOf(provider.address, provider.city);
  const hours = openingHoursOf(provider.opening_hours);
  const sections = provider.categories
    .filter((category) => category.dishes.length > 0)
    .map((category) => ({
      '@type': 'MenuSection',
      name: category.name,
      hasMenuItem: category.dishes.map((dish) => menuItemOf(dish, origin)),
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
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
