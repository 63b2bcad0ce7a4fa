import { resetConfig } from '@marktplatz/shared';
import { shirt } from '../../../test/fixtures';
import type { ProductDetail } from '../types';
import { breadcrumbJsonLd, productJsonLd } from './productJsonLd';

const ORIGIN = 'https://marktplatz.example';

/** A product without variants, out of stock and without ratings. */
function plain(): ProductDetail {
  return {
    ...shirt(),
    id: 7,
    name: 'Honig',
    slug: 'honig',
    price: 6.5,
    price_cents: 650,
    stock: 0,
    in_stock: false,
    avg_rating: 0,
    total_review: 0,
    variants: [],
    options: [],
  };
}

describe('productJsonLd', () => {
  beforeEach(() => resetConfig());

  it('offers the price of the variant shown first in euros with the seller and InStock', () => {
    const data = productJsonLd(shirt(), ORIGIN);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Leinenhemd Classic',
      url: 'https://marktplatz.example/product/leinenhemd-classic',
      offers: {
        '@type': 'Offer',
        price: '12.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Textil Weber' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('marks a product without stock OutOfStock and leaves out the rating when there is none', () => {
    const data = productJsonLd(plain(), ORIGIN);
    expect(data.offers).toMatchObject({ price: '6.50', availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('names the pictures with absolute addresses of the API', () => {
    const data = productJsonLd(shirt(), ORIGIN);
    expect(data.image).toEqual(['http://127.0.0.1:4000/img/hemd.jpg']);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the marketplace, the categories and the product in order', () => {
    const data = breadcrumbJsonLd({ ...shirt(), breadcrumbs: [{ id: 7, name: 'Mode' }] } as ProductDetail, ORIGIN);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Marktplatz', item: 'https://marktplatz.example/shop' },
      { '@type': 'ListItem', position: 2, name: 'Mode', item: 'https://marktplatz.example/product-list?category=7' },
      { '@type': 'ListItem', position: 3, name: 'Leinenhemd Classic', item: 'https://marktplatz.example/product/leinenhemd-classic' },
    ]);
  });
});
