/**
 * The property page's structured data (schema.org, JSON-LD): `RealEstateListing` with its `Offer` (the purchase price
 * in euros as a decimal string; every listing is offered for sale: the page shows its price as „Kaufpreis“, the API
 * has no rents) and the object it is about with the place the listing shows publicly (postal code and city, no
 * street). Built from the API's listing as the page shows it, so a crawler reads what a visitor sees; the schema.org
 * pieces come from the shared library's server render.
 */
import { absoluteUrl, euroPriceFromCents, itemListJsonLd, postalAddress, schemaOrgNode, type JsonLd } from '@marktplatz/shared/ssr';
import type { PropertyDetail, PropertyType } from '../types';

/** GoodRelations' business function of a sale (schema.org's `businessFunction` values). */
export const SELL = 'http://purl.org/goodrelations/v1#Sell';

/** The object's schema.org type: flats and houses are accommodations (rooms, floor size), plots and commercial places. */
const OBJECT_TYPE: Record<PropertyType, string> = {
  wohnung: 'Apartment',
  haus: 'House',
  grundstueck: 'Place',
  gewerbe: 'Place',
};

/** The property page's address. */
export const propertyPagePath = (slug: string) => `/property-detail/${encodeURIComponent(slug)}`;

/**
 * A price of the API (euros as a number, from whole cents) as schema.org's decimal string with two places and a
 * point: 145000 → "145000.00", 1234.5 → "1234.50". Taken to whole cents first, so no binary fraction shows; null for
 * a negative amount.
 */
export function euroDecimal(euros: number): string | null {
  return euroPriceFromCents(Math.round(euros * 100));
}

/** The listing's pictures (the gallery, else the card's picture) as absolute addresses. */
function imagesOf(property: PropertyDetail, origin: string): string[] {
  const pictures = property.gallery.length > 0 ? property.gallery : property.image ? [property.image] : [];
  return pictures.map((picture) => absoluteUrl(picture, origin));
}

/** The object of the listing with the place shown publicly and, for accommodations, its rooms and floor size. */
function objectOf(property: PropertyDetail): JsonLd {
  const type = OBJECT_TYPE[property.property_type] ?? 'Place';
  const address = postalAddress({ postalCode: property.postal_code, addressLocality: property.city });
  const accommodation = type !== 'Place';
  return {
    '@type': type,
    name: property.title,
    ...(address ? { address } : {}),
    ...(accommodation && property.rooms > 0 ? { numberOfRooms: property.rooms } : {}),
    ...(accommodation && property.living_area > 0
      ? { floorSize: { '@type': 'QuantitativeValue', value: property.living_area, unitCode: 'MTK' } }
      : {}),
  };
}

/** `RealEstateListing` of the property page. */
export function propertyJsonLd(property: PropertyDetail, origin: string): JsonLd {
  const url = absoluteUrl(propertyPagePath(property.slug), origin);
  const images = imagesOf(property, origin);
  const price = euroDecimal(property.price);
  return {
    ...schemaOrgNode('RealEstateListing', `${url}#listing`),
    name: property.title,
    url,
    ...(property.description ? { description: property.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(property.created_at ? { datePosted: property.created_at } : {}),
    about: objectOf(property),
    offers: {
      '@type': 'Offer',
      url,
      ...(price !== null ? { price } : {}),
      priceCurrency: 'EUR',
      businessFunction: SELL,
    },
  };
}

/** The property search's address. */
export const PROPERTY_SEARCH_PATH = '/properties';

/**
 * The search's page as schema.org's summary list (`ItemList`): one `ListItem` per listing shown, in the page's order,
 * with the listing page's address and title. The listings themselves are described on their own pages
 * (`RealEstateListing`), where a crawler follows the links to. Null for a page without listings.
 */
export function propertyListJsonLd(cards: readonly Pick<PropertyDetail, 'slug' | 'title'>[], origin: string): JsonLd | null {
  return itemListJsonLd(
    cards.map((card) => ({ url: absoluteUrl(propertyPagePath(card.slug), origin), name: card.title })),
    { id: `${absoluteUrl(PROPERTY_SEARCH_PATH, origin)}#listings` },
  );
}
