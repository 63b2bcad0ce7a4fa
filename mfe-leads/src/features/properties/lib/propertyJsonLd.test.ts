import type { PropertyDetail } from '../types';
import { euroDecimal, propertyJsonLd, propertyListJsonLd, propertyPagePath, SELL } from './propertyJsonLd';

const ORIGIN = 'https://marktplatz.example';

const property = (overrides: Partial<PropertyDetail> = {}): PropertyDetail => ({
  id: 7,
  slug: '3-zimmer-wohnung-in-berlin-1',
  title: '3-Zimmer-Wohnung in Berlin',
  property_type: 'wohnung',
  rooms: 3,
  living_area: 78.4,
  living_area_text: '78,40 m²',
  price: 145000,
  postal_code: '10115',
  city: 'Berlin',
  image: 'https://api.marktplatz.example/properties/images/wohnung-0.svg',
  energy_class: 'B',
  created_at: '2026-11-01T00:00:00.000Z',
  description: 'Helle Wohnung in ruhiger Lage.',
  gallery: ['https://api.marktplatz.example/properties/images/wohnung-0.svg', '/properties/images/grundriss-40.svg'],
  energy: null,
  provider_id: 3,
  ...overrides,
});

describe('propertyJsonLd', () => {
  it('describes the listing as RealEstateListing with name, description, address of the page, pictures and date posted', () => {
    const listing = propertyJsonLd(property(), ORIGIN);
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      '@id': 'https://marktplatz.example/property-detail/3-zimmer-wohnung-in-berlin-1#listing',
      name: '3-Zimmer-Wohnung in Berlin',
      description: 'Helle Wohnung in ruhiger Lage.',
      url: 'https://marktplatz.example/property-detail/3-zimmer-wohnung-in-berlin-1',
      datePosted: '2026-11-01T00:00:00.000Z',
      image: [
        'https://api.marktplatz.example/properties/images/wohnung-0.svg',
        'https://marktplatz.example/properties/images/grundriss-40.svg',
      ],
    });
  });

  it('offers the purchase price as a decimal string in euros with the sale as business function', () => {
    expect(propertyJsonLd(property({ price: 1234.5 }), ORIGIN).offers).toEqual({
      '@type': 'Offer',
      url: 'https://marktplatz.example/property-detail/3-zimmer-wohnung-in-berlin-1',
      price: '1234.50',
      priceCurrency: 'EUR',
      businessFunction: SELL,
    });
  });

  it('is about the flat with the postal code and city the page shows, its rooms and floor size, no street', () => {
    expect(propertyJsonLd(property(), ORIGIN).about).toEqual({
      '@type': 'Apartment',
      name: '3-Zimmer-Wohnung in Berlin',
      address: { '@type': 'PostalAddress', postalCode: '10115', addressLocality: 'Berlin' },
      numberOfRooms: 3,
      floorSize: { '@type': 'QuantitativeValue', value: 78.4, unitCode: 'MTK' },
    });
  });

  it('names a house a House and a plot a Place without rooms or floor size', () => {
    expect(propertyJsonLd(property({ property_type: 'haus' }), ORIGIN).about).toMatchObject({ '@type': 'House', numberOfRooms: 3 });
    const plot = propertyJsonLd(property({ property_type: 'grundstueck' }), ORIGIN).about as Record<string, unknown>;
    expect(plot['@type']).toBe('Place');
    expect(plot).not.toHaveProperty('numberOfRooms');
    expect(plot).not.toHaveProperty('floorSize');
  });

  it('uses the card picture without a gallery and leaves out pictures, description and date that are missing', () => {
    expect(propertyJsonLd(property({ gallery: [] }), ORIGIN).image).toEqual([
      'https://api.marktplatz.example/properties/images/wohnung-0.svg',
    ]);
    const bare = propertyJsonLd(property({ gallery: [], image: null, description: '', created_at: '' }), ORIGIN);
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('datePosted');
  });

  it('encodes the slug in the address', () => {
    expect(propertyPagePath('haus am see/2')).toBe('/property-detail/haus%20am%20see%2F2');
  });
});

describe('euroDecimal', () => {
  it.each([
    [145000, '145000.00'],
    [1234.5, '1234.50'],
    [0.07, '0.07'],
    [19.99, '19.99'],
    [1020.1, '1020.10'],
    [0, '0.00'],
    [21474836.47, '21474836.47'],
  ])('writes %p euros as %p', (euros, text) => {
    expect(euroDecimal(euros)).toBe(text);
  });
});

describe('propertyListJsonLd', () => {
  it('lists the listings shown as ListItems with position, the listing page and its title, in the order shown', () => {
    const list = propertyListJsonLd([property(), property({ slug: 'haus am see 2', title: 'Haus am See' })], ORIGIN);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      '@id': 'https://marktplatz.example/properties#listings',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://marktplatz.example/property-detail/3-zimmer-wohnung-in-berlin-1',
          name: '3-Zimmer-Wohnung in Berlin',
        },
        { '@type': 'ListItem', position: 2, url: 'https://marktplatz.example/property-detail/haus%20am%20see%202', name: 'Haus am See' },
      ],
    });
  });

  it('gives nothing for a page without listings', () => {
    expect(propertyListJsonLd([], ORIGIN)).toBeNull();
  });
});
