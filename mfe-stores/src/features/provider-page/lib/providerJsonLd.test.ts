import { openingDayFixture } from '@marktplatz/shared/testing';
import type { PublicLocation } from '../api/getProviderLocations';
import type { ProviderPageData } from '../api/getProviderPage';
import { mainStore, providerJsonLd } from './providerJsonLd';

const ORIGIN = 'https://marktplatz.example';

const page = {
  user_id: 12,
  slug: 'baeckerei-sonne',
  redirect: false,
  company_name: 'Bäckerei Sonne',
  company_logo: '/uploads/logos/sonne.png',
  vendor_text: 'Brot wie früher.',
  description: 'Seit 1950 am Markt.',
  calling_code: '+49',
  phone: '30 1234567',
  url: 'https://baeckerei-sonne.example',
  street: 'Hauptstraße',
  street_number: '1',
  postal_code: '10115',
  city: 'Berlin',
  lat: 52.53,
  lng: 13.38,
  avg_rating: 4.333,
  total_review: 3,
} as unknown as ProviderPageData;

const store = (overrides: Partial<PublicLocation> = {}): PublicLocation =>
  ({
    id: 1,
    title: 'Laden Mitte',
    street: 'Hauptstraße',
    street_number: '1',
    zipcode: '10115',
    city: 'Berlin',
    latitude: 52.53,
    longitude: 13.38,
    is_default: true,
    always_open: false,
    times: [
      openingDayFixture(1, '08:00', '12:30', '14:00', '18:00'),
      openingDayFixture(2, '8:00', '18:00'),
      openingDayFixture(3, '08:00:00', '18:00:00'),
      openingDayFixture(4, null, null),
      openingDayFixture(5, '08:00', '18:00'),
      openingDayFixture(6, '09:00', '13:00'),
      openingDayFixture(7, null, null),
    ],
    holidays: [],
    state_now: { open_now: false, text: 'Geschlossen', closed_reason: null },
    ...overrides,
  }) as PublicLocation;

describe('provider page JSON-LD', () => {
  it('describes the provider as a LocalBusiness with its page address, postal address, logo and phone', () => {
    const data = providerJsonLd(page, [store()], ORIGIN);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://marktplatz.example/provider-detail/baeckerei-sonne#business',
      name: 'Bäckerei Sonne',
      url: 'https://marktplatz.example/provider-detail/baeckerei-sonne',
      description: 'Brot wie früher.',
      logo: 'https://marktplatz.example/uploads/logos/sonne.png',
      telephone: '+49301234567',
      sameAs: ['https://baeckerei-sonne.example'],
      address: { '@type': 'PostalAddress', streetAddress: 'Hauptstraße 1', postalCode: '10115', addressLocality: 'Berlin' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.53, longitude: 13.38 },
    });
  });

  it('opens every day round the clock for a store that is always open', () => {
    expect(providerJsonLd(page, [store({ always_open: true })], ORIGIN).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`),
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });

  it('takes the hours of the default store, else the first', () => {
    const first = store({ id: 1, is_default: false, title: 'Filiale' });
    const main = store({ id: 2, is_default: true, times: [openingDayFixture(1, '10:00', '16:00')] });
    expect(mainStore([first, main])?.id).toBe(2);
    expect(mainStore([first])?.id).toBe(1);
    expect(providerJsonLd(page, [first, main], ORIGIN).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '10:00', closes: '16:00' },
    ]);
  });

  it('adds AggregateRating only when the provider has reviews', () => {
    expect(providerJsonLd(page, [store()], ORIGIN).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(providerJsonLd({ ...page, avg_rating: 0, total_review: 0 }, [store()], ORIGIN)).not.toHaveProperty('aggregateRating');
  });

  it('takes the main store address when the page has none, and leaves out hours without stores', () => {
    const bare = { ...page, street: null, street_number: null, postal_code: null, city: null, lat: null, lng: null };
    const data = providerJsonLd(bare, [store({ street: 'Marktplatz', street_number: '3', zipcode: '80331', city: 'München' })], ORIGIN);
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Marktplatz 3',
      postalCode: '80331',
      addressLocality: 'München',
    });
    const alone = providerJsonLd(bare, [], ORIGIN);
    expect(alone).not.toHaveProperty('openingHoursSpecification');
    expect(alone).not.toHaveProperty('address');
    expect(alone).not.toHaveProperty('geo');
  });
});
