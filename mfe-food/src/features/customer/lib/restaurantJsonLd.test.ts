import { openingDayFixture } from '@marktplatz/shared/testing';
import type { FoodDish, FoodProvider } from '../types';
import { menuItemOf, postalAddressOf, restaurantJsonLd } from './restaurantJsonLd';

const ORIGIN = 'https://marktplatz.example';

const dish = (overrides: Partial<FoodDish> = {}): FoodDish => ({
  id: 10,
  variant_id: 20,
  name: 'Pizza Margherita',
  slug: 'pizza-margherita',
  description: 'Tomatensauce, Mozzarella',
  price_cents: 1099,
  price: '10,99 €',
  image: null,
  available: true,
  allergens: [{ code: 'A', label: 'Glutenhaltiges Getreide' }],
  additives: [],
  ...overrides,
});

const provider = (overrides: Partial<FoodProvider> = {}): FoodProvider => ({
  id: 3,
  name: 'Pizzeria Da Marco',
  slug: 'pizzeria-da-marco',
  city: 'Berlin',
  open_now: true,
  open_text: 'Geöffnet bis 23:00 Uhr',
  ordering_open: true,
  is_active: true,
  cuisine_tags: ['Italienisch', 'Pizza'],
  minimum_order_cents: 1500,
  delivery_fee_cents: 250,
  free_delivery_from_cents: 3000,
  delivery_postal_codes: ['10115'],
  delivery_radius_km: null,
  delivery: true,
  pickup: true,
  cash_on_delivery: true,
  opening_hours: [
    openingDayFixture(1, '11:00', '14:30', '17:00', '23:00'),
    openingDayFixture(2, '11:00', '23:00'),
    openingDayFixture(3, null, null),
    openingDayFixture(5, '18:00', '02:00'),
  ],
  delivery_hours: [],
  address: 'Torstraße 110, 10119 Berlin',
  locations_count: 1,
  preparation_time: 20,
  withdrawal_notice: 'Für frisch zubereitete Speisen besteht kein Widerrufsrecht.',
  categories: [
    { id: 1, name: 'Pizza', dishes: [dish(), dish({ id: 11, name: 'Pizza Funghi', price_cents: 950, available: false })] },
    { id: 2, name: 'Getränke', dishes: [] },
  ],
  ...overrides,
});

describe('postalAddressOf', () => {
  it('splits the one-line address into street, postal code and town', () => {
    expect(postalAddressOf('Torstraße 110, 10119 Berlin', 'Berlin')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Torstraße 110',
      postalCode: '10119',
      addressLocality: 'Berlin',
    });
  });

  it('leaves out a missing street and falls back to the city without an address', () => {
    expect(postalAddressOf(', 10119 Berlin', 'Berlin')).toEqual({
      '@type': 'PostalAddress',
      postalCode: '10119',
      addressLocality: 'Berlin',
    });
    expect(postalAddressOf('', 'Hamburg')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Hamburg' });
    expect(postalAddressOf('Am Hafen 3', 'Kiel')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Am Hafen 3',
      addressLocality: 'Kiel',
    });
  });

  it('gives no address when there is none', () => {
    expect(postalAddressOf('', '')).toBeUndefined();
  });
});

describe('menuItemOf', () => {
  it('gives the dish with its offer in euros and its availability', () => {
    expect(menuItemOf(dish(), ORIGIN)).toEqual({
      '@type': 'MenuItem',
      name: 'Pizza Margherita',
      description: 'Tomatensauce, Mozzarella',
      offers: { '@type': 'Offer', price: '10.99', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(menuItemOf(dish({ available: false }), ORIGIN)).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('leaves out the description of a dish without one', () => {
    expect('description' in menuItemOf(dish({ description: '' }), ORIGIN)).toBe(false);
    expect('description' in menuItemOf(dish({ description: '   ' }), ORIGIN)).toBe(false);
  });

  it('gives the picture as an absolute address', () => {
    expect(menuItemOf(dish({ image: { url: '/shop/images/pizza.svg', alt: 'Pizza' } }), ORIGIN).image).toBe(
      'https://marktplatz.example/shop/images/pizza.svg',
    );
    expect(menuItemOf(dish({ image: { url: 'https://cdn.example/p.jpg', alt: 'Pizza' } }), ORIGIN).image).toBe('https://cdn.example/p.jpg');
  });

  it('gives no offer for a price that is no whole number of cents', () => {
    expect('offers' in menuItemOf(dish({ price_cents: 10.5 }), ORIGIN)).toBe(false);
  });
});

describe('restaurantJsonLd', () => {
  it('gives the Restaurant with address, cuisine, opening hours and its menu by food category', () => {
    const restaurant = restaurantJsonLd(provider(), ORIGIN);
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://marktplatz.example/food/menu/pizzeria-da-marco#restaurant',
      name: 'Pizzeria Da Marco',
      url: 'https://marktplatz.example/food/menu/pizzeria-da-marco',
      address: { '@type': 'PostalAddress', streetAddress: 'Torstraße 110', postalCode: '10119', addressLocality: 'Berlin' },
      servesCuisine: ['Italienisch', 'Pizza'],
    });
    expect(restaurant.openingHoursSpecification).toHaveLength(4);
    expect(restaurant.hasMenu).toEqual({
      '@type': 'Menu',
      name: 'Speisekarte von Pizzeria Da Marco',
      url: 'https://marktplatz.example/food/menu/pizzeria-da-marco',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Pizza',
          hasMenuItem: [
            expect.objectContaining({
              name: 'Pizza Margherita',
              offers: expect.objectContaining({ price: '10.99', priceCurrency: 'EUR' }),
            }),
            expect.objectContaining({ name: 'Pizza Funghi', offers: expect.objectContaining({ price: '9.50' }) }),
          ],
        },
      ],
    });
  });

  it('has no AggregateRating: the menu answer carries no ratings', () => {
    expect('aggregateRating' in restaurantJsonLd(provider(), ORIGIN)).toBe(false);
  });

  it('leaves out cuisine, opening hours, menu and address when the restaurant has none', () => {
    const restaurant = restaurantJsonLd(provider({ cuisine_tags: [], opening_hours: [], categories: [], address: '', city: '' }), ORIGIN);
    expect(Object.keys(restaurant).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });

  it('writes the slug into the address encoded', () => {
    expect(restaurantJsonLd(provider({ slug: 'café am see' }), ORIGIN).url).toBe(
      'https://marktplatz.example/food/menu/caf%C3%A9%20am%20see',
    );
  });
});
