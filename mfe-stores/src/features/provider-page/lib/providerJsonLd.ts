/**
 * The provider page's structured data (schema.org, JSON-LD): `LocalBusiness` with its address (`PostalAddress`), the
 * opening hours of its main store (`openingHoursSpecification`, one entry per shift) and `AggregateRating` when it
 * has reviews. Built from the same answers the page shows, so a crawler reads what a visitor sees; the schema.org
 * pieces come from the shared library's server render.
 */
import { absoluteUrl, aggregateRating, openingHoursSpecification, postalAddress, schemaOrgNode, type JsonLd } from '@marktplatz/shared/ssr';
import type { PublicLocation } from '../api/getProviderLocations';
import type { ProviderPageData } from '../api/getProviderPage';

/** The provider page's address on `origin`. */
export const providerPagePath = (slug: string) => `/provider-detail/${encodeURIComponent(slug)}`;

/** The store whose hours and address stand for the business: the default store, else the first. */
export function mainStore(locations: readonly PublicLocation[]): PublicLocation | undefined {
  return locations.find((location) => location.is_default) ?? locations[0];
}

/** The business's `PostalAddress`: the page's address, else its main store's. */
function addressOf(page: ProviderPageData, store: PublicLocation | undefined): JsonLd | undefined {
  const street = `${page.street ?? ''} ${page.street_number ?? ''}`.trim();
  if (street || page.postal_code || page.city) {
    return postalAddress({ streetAddress: street, postalCode: page.postal_code, addressLocality: page.city });
  }
  return postalAddress({
    streetAddress: `${store?.street ?? ''} ${store?.street_number ?? ''}`,
    postalCode: store?.zipcode,
    addressLocality: store?.city,
  });
}

/** `LocalBusiness` of the provider page (`locations`: its stores; empty when they could not be loaded). */
export function providerJsonLd(page: ProviderPageData, locations: readonly PublicLocation[], origin: string): JsonLd {
  const url = absoluteUrl(providerPagePath(page.slug), origin);
  const store = mainStore(locations);
  const description = page.vendor_text || page.description;
  const address = addressOf(page, store);
  const hours = store ? openingHoursSpecification(store.times, { alwaysOpen: store.always_open }) : [];
  const rating = aggregateRating({ ratingValue: Math.round(page.avg_rating * 10) / 10, reviewCount: page.total_review });
  const latitude = page.lat ?? store?.latitude ?? null;
  const longitude = page.lng ?? store?.longitude ?? null;
  const phone = page.phone ? `${page.calling_code ?? ''}${page.phone}`.replace(/[^0-9+]/g, '') : '';
  return {
    ...schemaOrgNode('LocalBusiness', `${url}#business`),
    name: page.company_name,
    url,
    ...(description ? { description: description.slice(0, 500) } : {}),
    ...(page.company_logo ? { logo: absoluteUrl(page.company_logo, origin), image: absoluteUrl(page.company_logo, origin) } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(page.url ? { sameAs: [page.url] } : {}),
    ...(address ? { address } : {}),
    ...(latitude !== null && longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}
