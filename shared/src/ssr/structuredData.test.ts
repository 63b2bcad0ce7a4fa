import {
  breadcrumbListJsonLd,
  itemListJsonLd,
  absoluteUrl,
  aggregateRating,
  euroOffer,
  euroPriceFromCents,
  openingHoursSpecification,
  postalAddress,
  schemaOrgNode,
} from './index';
import { openingDayFixture } from './openingDayFixture';

const ORIGIN = 'https://marktplatz.example';
const hours = (dayOfWeek: string, opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: `https://schema.org/${dayOfWeek}`,
  opens,
  closes,
});

describe('euroPriceFromCents', () => {
  it('writes 1099 cents as "10.99" and 5 cents as "0.05", without float rounding', () => {
    expect(euroPriceFromCents(1099)).toBe('10.99');
    expect(euroPriceFromCents(5)).toBe('0.05');
    expect(euroPriceFromCents(850)).toBe('8.50');
    expect(euroPriceFromCents(0)).toBe('0.00');
    // 1.15 * 100 is 114.99999999999999 in floating point; cents never pass through a float euro.
    expect(euroPriceFromCents(115)).toBe('1.15');
    expect(euroPriceFromCents(123456789)).toBe('1234567.89');
  });

  it('gives no price for an amount that is no whole, non-negative number of cents', () => {
    expect(euroPriceFromCents(10.5)).toBeNull();
    expect(euroPriceFromCents(-100)).toBeNull();
    expect(euroPriceFromCents(Number.NaN)).toBeNull();
  });
});

describe('euroOffer', () => {
  it('offers the price in euros with the page and InStock or OutOfStock', () => {
    expect(euroOffer({ cents: 1299, url: `${ORIGIN}/product/hemd`, inStock: true })).toEqual({
      '@type': 'Offer',
      url: `${ORIGIN}/product/hemd`,
      price: '12.99',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(euroOffer({ cents: 950, inStock: false })).toEqual({
      '@type': 'Offer',
      price: '9.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('leaves out the availability when it is not known, and gives no offer without a price', () => {
    expect(euroOffer({ cents: 100 })).toEqual({ '@type': 'Offer', price: '1.00', priceCurrency: 'EUR' });
    expect(euroOffer({ cents: 10.5, inStock: true })).toBeNull();
  });
});

describe('openingHoursSpecification', () => {
  it('gives one entry per open shift with schema.org day URLs and HH:MM times, by weekday, closed days left out', () => {
    const week = [
      openingDayFixture(2, '8:00', '18:00'),
      openingDayFixture(1, '08:00', '12:30', '14:00', '18:00'),
      openingDayFixture(3, '08:00:00', '18:00:00'),
      openingDayFixture(4, null, null),
      openingDayFixture(6, '09:00', '13:00'),
    ];
    expect(openingHoursSpecification(week)).toEqual([
      hours('Monday', '08:00', '12:30'),
      hours('Monday', '14:00', '18:00'),
      hours('Tuesday', '08:00', '18:00'),
      hours('Wednesday', '08:00', '18:00'),
      hours('Saturday', '09:00', '13:00'),
    ]);
  });

  it('keeps a shift past midnight as it is and skips a day outside the week and times that are none', () => {
    expect(
      openingHoursSpecification([
        openingDayFixture(5, '18:00', '02:00'),
        openingDayFixture(8, '10:00', '12:00'),
        openingDayFixture(1, '25:00', '12:00'),
        openingDayFixture(2, 'abends', '23:00'),
        openingDayFixture(3, '', '12:00'),
      ]),
    ).toEqual([hours('Friday', '18:00', '02:00')]);
  });

  it('opens every day round the clock when always open, and gives nothing for an empty week', () => {
    expect(openingHoursSpecification([openingDayFixture(1, '08:00', '12:00')], { alwaysOpen: true })).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`),
        opens: '00:00',
        closes: '23:59',
      },
    ]);
    expect(openingHoursSpecification([])).toEqual([]);
  });
});

describe('postalAddress', () => {
  it('gives the PostalAddress with the known parts, trimmed', () => {
    expect(postalAddress({ streetAddress: ' Hauptstraße 1 ', postalCode: '10115', addressLocality: 'Berlin' })).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Hauptstraße 1',
      postalCode: '10115',
      addressLocality: 'Berlin',
    });
    expect(postalAddress({ postalCode: null, addressLocality: 'Kiel' })).toEqual({ '@type': 'PostalAddress', addressLocality: 'Kiel' });
  });

  it('gives no address when no part is known', () => {
    expect(postalAddress({ streetAddress: ' ', postalCode: null })).toBeUndefined();
  });
});

describe('aggregateRating', () => {
  it('gives the rating on the 1–5 scale with its number of reviews', () => {
    expect(aggregateRating({ ratingValue: 4.5, reviewCount: 2 })).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('gives no rating object without reviews', () => {
    expect(aggregateRating({ ratingValue: 0, reviewCount: 0 })).toBeUndefined();
  });
});

describe('schemaOrgNode and absoluteUrl', () => {
  it('starts a JSON-LD document with the schema.org context, its type and its @id when given', () => {
    expect(schemaOrgNode('Restaurant', `${ORIGIN}/food/menu/da-marco#restaurant`)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': `${ORIGIN}/food/menu/da-marco#restaurant`,
    });
    expect(schemaOrgNode('BreadcrumbList')).toEqual({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
  });

  it('makes a path absolute on the origin and keeps an absolute address', () => {
    expect(absoluteUrl('/shop/images/pizza.svg', ORIGIN)).toBe('https://marktplatz.example/shop/images/pizza.svg');
    expect(absoluteUrl('https://cdn.example/p.jpg', ORIGIN)).toBe('https://cdn.example/p.jpg');
  });
});

describe('itemListJsonLd', () => {
  const items = [
    { url: 'https://marktplatz.example/a', name: 'A' },
    { url: 'https://marktplatz.example/b', name: 'B' },
  ];

  it('lists the entries with their positions from the first position on and the whole list length', () => {
    expect(itemListJsonLd(items, { name: 'Liste', url: 'https://marktplatz.example/liste', firstPosition: 25, numberOfItems: 26 })).toEqual(
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'Liste',
        url: 'https://marktplatz.example/liste',
        numberOfItems: 26,
        itemListElement: [
          { '@type': 'ListItem', position: 25, url: 'https://marktplatz.example/a', name: 'A' },
          { '@type': 'ListItem', position: 26, url: 'https://marktplatz.example/b', name: 'B' },
        ],
      },
    );
  });

  it('counts the entries shown and starts at one without options, and names the list by its id', () => {
    const list = itemListJsonLd(items, { id: 'https://marktplatz.example/#liste' });
    expect(list).toMatchObject({ '@id': 'https://marktplatz.example/#liste', numberOfItems: 2 });
    expect(list).not.toHaveProperty('name');
    expect((list?.itemListElement as { position: number }[]).map((entry) => entry.position)).toEqual([1, 2]);
  });

  it('gives nothing for a page without entries', () => {
    expect(itemListJsonLd([])).toBeNull();
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the path from the start page on, each crumb with its name and address', () => {
    expect(
      breadcrumbListJsonLd([
        { url: 'https://marktplatz.example/', name: 'Startseite' },
        { url: 'https://marktplatz.example/news', name: 'News' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://marktplatz.example/' },
        { '@type': 'ListItem', position: 2, name: 'News', item: 'https://marktplatz.example/news' },
      ],
    });
  });
});
