import { foodDish, foodProvider } from '../../../test/fixtures';
import { menuItemOf, postalAddressOf, restaurantJsonLd } from './restaurantJsonLd';

const ORIGIN = 'https://marktplatz.example';

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
    expect(menuItemOf(foodDish(), ORIGIN)).toEqual({
      '@type': 'MenuItem',
      name: 'Pizza Margherita',
      description: 'Tomatensauce, Mozzarella',
      offers: { '@type': 'Offer', price: '10.99', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(menuItemOf(foodDish({ available: false }), ORIGIN)).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('leaves out the description of a dish without one', () => {
    expect('description' in menuItemOf(foodDish({ description: '' }), ORIGIN)).toBe(false);
    expect('description' in menuItemOf(foodDish({ description: '   ' }), ORIGIN)).toBe(false);
  });

  it('gives the picture as an absolute address', () => {
    expect(menuItemOf(foodDish({ image: { url: '/shop/images/pizza.svg', alt: 'Pizza' } }), ORIGIN).image).toBe(
      'https://marktplatz.example/shop/images/pizza.svg',
    );
    expect(menuItemOf(foodDish({ image: { url: 'https://cdn.example/p.jpg', alt: 'Pizza' } }), ORIGIN).image).toBe(
      'https://cdn.example/p.jpg',
    );
  });

  it('gives no offer for a price that is no whole number of cents', () => {
    expect('offers' in menuItemOf(foodDish({ price_cents: 10.5 }), ORIGIN)).toBe(false);
  });
});

describe('restaurantJsonLd', () => {
  it('gives the Restaurant with address, cuisine, opening hours and its menu by food category', () => {
    const restaurant = restaurantJsonLd(foodProvider(), ORIGIN);
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
    expect('aggregateRating' in restaurantJsonLd(foodProvider(), ORIGIN)).toBe(false);
  });

  it('leaves out cuisine, opening hours, menu and address when the restaurant has none', () => {
    const restaurant = restaurantJsonLd(
      foodProvider({ cuisine_tags: [], opening_hours: [], categories: [], address: '', city: '' }),
      ORIGIN,
    );
    expect(Object.keys(restaurant).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });

  it('writes the slug into the address encoded', () => {
    expect(restaurantJsonLd(foodProvider({ slug: 'café am see' }), ORIGIN).url).toBe(
      'https://marktplatz.example/food/menu/caf%C3%A9%20am%20see',
    );
  });
});
