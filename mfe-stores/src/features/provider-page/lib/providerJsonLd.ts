/**
 * The provider page's structured data (schema.org, JSON-LD): `LocalBusiness` with its address (`PostalAddress`), the
 * opening hours of its main store (`openingHoursSpecification`, one entry per shift) and `AggregateRating` when it
 * has reviews. Built from the same answers the page shows, so a crawler reads what a visitor sees.
 */
import type { PublicLocation } from '../api/getProviderLocations';
import type { ProviderPageData } from '../api/getProviderPage';

type JsonLd = Record<string, unknown>;

/** schema.org's days in the API's numbering (1 = Monday … 7 = Sunday). */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}`);

/** The provider page's address on `origin`. */
export const providerPagePath = (slug: string) => `/provider-detail/${encodeURIComponent(slug)}`;

/** `url` as an absolute address on `origin` (logos may already be absolute). */
const absolute = (url: string, origin: string) => new URL(url, `${origin}/`).href;

/** A time of the API (`8:00`, `08:00`, `08:00:00`) as `HH:MM`, or null when it is none. */
export function hhmm(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((time ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** The store whose hours and address stand for the business: the default store, else the first. */
export function mainStore(locations: readonly PublicLocation[]): PublicLocation | undefined {
  return locations.find((location) => location.is_default) ?? locations[0];
}

/** `OpeningHoursSpecification` entries of a store: one per open shift and day; every day round the clock if always open. */
export function openingHoursOf(store: PublicLocation): JsonLd[] {
  if (store.always_open) {
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '00:00', closes: '23:59' }];
  }
  return [...store.times]
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

/** The business's `PostalAddress`: the page's address, else its main store's. */
function addressOf(page: ProviderPageData, store: PublicLocation | undefined): JsonLd | undefined {
  const street = `${page.street ?? ''} ${page.street_number ?? ''}`.trim();
  const fromPage = street || page.postal_code || page.city;
  const streetAddress = fromPage ? street : `${store?.street ?? ''} ${store?.street_number ?? ''}`.trim();
  const postalCode = fromPage ? page.postal_code : store?.zipcode;
  const addressLocality = fromPage ? page.city : store?.city;
  if (!streetAddress && !postalCode && !addressLocality) return undefined;
  return {
    '@type': 'PostalAddress',
    ...(streetAddress ? { streetAddress } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(addressLocality ? { addressLocality } : {}),
  };
}

/** `LocalBusiness` of the provider page (`locations`: its stores; empty when they could not be loaded). */
export function providerJsonLd(page: ProviderPageData, locations: readonly PublicLocation[], origin: string): JsonLd {
  const url = absolute(providerPagePath(page.slug), origin);
  const store = mainStore(locations);
  const description = page.vendor_text || page.description;
  const address = addressOf(page, store);
  const hours = store ? openingHoursOf(store) : [];
  const latitude = page.lat ?? store?.latitude ?? null;
  const longitude = page.lng ?? store?.longitude ?? null;
  const phone = page.phone ? `${page.calling_code ?? ''}${page.phone}`.replace(/[^0-9+]/g, '') : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: page.company_name,
    url,
    ...(description ? { description: description.slice(0, 500) } : {}),
    ...(page.company_logo ? { logo: absolute(page.company_logo, origin), image: absolute(page.company_logo, origin) } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(page.url ? { sameAs: [page.url] } : {}),
    ...(address ? { address } : {}),
    ...(latitude !== null && longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(page.total_review > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(page.avg_rating * 10) / 10,
            reviewCount: page.total_review,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
