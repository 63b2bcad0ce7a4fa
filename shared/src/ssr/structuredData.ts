/**
 * The schema.org pieces (JSON-LD) every area's structured data is made of: the top-level node, absolute addresses,
 * `Offer` with a price in euros from cents, `PostalAddress`, `openingHoursSpecification` from the API's week and
 * `AggregateRating`. The areas assemble their own types (Product, LocalBusiness, Restaurant, RealEstateListing) from
 * them. Pure functions without Node or browser APIs; reached only through the server render's routes.
 */

export type JsonLd = Record<string, unknown>;

/** The top-level node of a JSON-LD document: schema.org's context, the type and, when given, the node's `@id`. */
export function schemaOrgNode(type: string, id?: string): JsonLd {
  return { '@context': 'https://schema.org', '@type': type, ...(id ? { '@id': id } : {}) };
}

/** `url` as an absolute address on `origin` (pictures and logos may already be absolute). */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, `${origin}/`).href;
}

/**
 * An amount in cents as schema.org's decimal price in euros, by integer arithmetic (no float rounding): 1099 → `10.99`,
 * 5 → `0.05`. Null for anything that is no whole, non-negative number of cents.
 */
export function euroPriceFromCents(cents: number): string | null {
  if (!Number.isSafeInteger(cents) || cents < 0) return null;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * An `Offer` in euros: the page's address when given, the price from cents and, when given, whether it can be had
 * (`InStock`/`OutOfStock`). Null when the amount is no price (see `euroPriceFromCents`).
 */
export function euroOffer({ cents, url, inStock }: { cents: number; url?: string; inStock?: boolean }): JsonLd | null {
  const price = euroPriceFromCents(cents);
  if (price === null) return null;
  return {
    '@type': 'Offer',
    ...(url ? { url } : {}),
    price,
    priceCurrency: 'EUR',
    ...(inStock === undefined ? {} : { availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' }),
  };
}

/** A `PostalAddress` with the parts that are known; undefined when none is. */
export function postalAddress(parts: {
  streetAddress?: string | null;
  postalCode?: string | null;
  addressLocality?: string | null;
}): JsonLd | undefined {
  const streetAddress = parts.streetAddress?.trim();
  const postalCode = parts.postalCode?.trim();
  const addressLocality = parts.addressLocality?.trim();
  if (!streetAddress && !postalCode && !addressLocality) return undefined;
  return {
    '@type': 'PostalAddress',
    ...(streetAddress ? { streetAddress } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(addressLocality ? { addressLocality } : {}),
  };
}

/** A day of the API's week (stores, restaurants): 1 = Monday … 7 = Sunday, up to two shifts, `status` false when closed. */
export interface OpeningDay {
  day: number;
  status: boolean;
  from_time: string | null;
  untill_time: string | null;
  after_from_time: string | null;
  after_untill_time: string | null;
}

/** schema.org's days in the API's numbering (1 = Monday … 7 = Sunday). */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`);

/** A time of the API (`8:00`, `08:00`, `08:00:00`) as `HH:MM`, or null when it is none. */
function clockTime(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((time ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * `OpeningHoursSpecification` entries of a week: one per open shift and day, by weekday, times as `HH:MM` (a close
 * before the open runs past midnight); closed days, shifts without valid times and day numbers outside the week are
 * left out. Always open: every day 00:00–23:59, in one entry.
 */
export function openingHoursSpecification(week: readonly OpeningDay[], { alwaysOpen = false } = {}): JsonLd[] {
  if (alwaysOpen) return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '00:00', closes: '23:59' }];
  return [...week]
    .sort((a, b) => a.day - b.day)
    .flatMap((day) => {
      const dayOfWeek = DAYS[day.day - 1];
      if (!day.status || !dayOfWeek) return [];
      const shifts: [string | null, string | null][] = [
        [clockTime(day.from_time), clockTime(day.untill_time)],
        [clockTime(day.after_from_time), clockTime(day.after_untill_time)],
      ];
      return shifts.flatMap(([opens, closes]) =>
        opens && closes ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes }] : [],
      );
    });
}

/** `AggregateRating` on the 1–5 scale; undefined without reviews (schema.org wants none then). */
export function aggregateRating({ ratingValue, reviewCount }: { ratingValue: number; reviewCount: number }): JsonLd | undefined {
  if (!(reviewCount > 0)) return undefined;
  return { '@type': 'AggregateRating', ratingValue, reviewCount, bestRating: 5, worstRating: 1 };
}

/** One entry of a list or a path: its page's absolute address and its name. */
export interface LinkedName {
  url: string;
  name: string;
}

/**
 * A list page's entries as schema.org's summary list (`ItemList` of `ListItem`s with position, address and name), for a
 * crawler to follow the list to the entries' own pages. `firstPosition`: the position of the page's first entry on the
 * whole list (page 2 of 24 a page starts at 25); `numberOfItems`: the whole list's length (default: the entries shown);
 * `name`, `url` or `id` describe the list. Null for a page without entries.
 */
export function itemListJsonLd(
  items: readonly LinkedName[],
  {
    name,
    url,
    id,
    firstPosition = 1,
    numberOfItems,
  }: { name?: string; url?: string; id?: string; firstPosition?: number; numberOfItems?: number } = {},
): JsonLd | null {
  if (items.length === 0) return null;
  return {
    ...schemaOrgNode('ItemList', id),
    ...(name ? { name } : {}),
    ...(url ? { url } : {}),
    numberOfItems: numberOfItems ?? items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: firstPosition + index, url: item.url, name: item.name })),
  };
}

/** A page's path from the start page to itself (`BreadcrumbList`), in the order given. */
export function breadcrumbListJsonLd(crumbs: readonly LinkedName[]): JsonLd {
  return {
    ...schemaOrgNode('BreadcrumbList'),
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
