import { card, honey } from '../../../test/fixtures';
import type { ProductSearchResult } from '../api/searchProducts';
import { productListJsonLd } from './productListJsonLd';

const ORIGIN = 'https://marktplatz.example';

function results(data: ProductSearchResult['data'], total = data.length): ProductSearchResult {
  return {
    data,
    similar: false,
    did_you_mean: null,
    total_pages: Math.max(1, Math.ceil(total / 24)),
    total_records: total,
    current_page: 1,
    per_page: 24,
    filters: { categories: [], providers: [], price: { min: null, max: null }, sort_options: [], applied: {} },
  };
}

describe('productListJsonLd', () => {
  it('lists the page’s products as an ItemList with their positions, addresses and names', () => {
    const [list] = productListJsonLd(
      results([honey(), card({ id: 9, slug: '', name: 'Ohne Slug' })], 50),
      { name: 'Alle Produkte', url: '/product-list', perPage: 24 },
      ORIGIN,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Alle Produkte',
      url: 'https://marktplatz.example/product-list',
      numberOfItems: 50,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://marktplatz.example/product/bio-honig-500-g', name: 'Bio-Honig 500 g' },
        { '@type': 'ListItem', position: 2, url: 'https://marktplatz.example/product/9', name: 'Ohne Slug' },
      ],
    });
  });

  it('counts the positions on from the page’s first product', () => {
    const [list] = productListJsonLd(
      results([honey()], 30),
      { name: 'Suchergebnisse für „honig“', url: '/product-search?keyword=honig&page=2', page: 2, perPage: 24 },
      ORIGIN,
    );
    expect(list?.url).toBe('https://marktplatz.example/product-search?keyword=honig&page=2');
    expect((list?.itemListElement as { position: number }[]).map((item) => item.position)).toEqual([25]);
  });

  it('gives nothing for a page without products', () => {
    expect(productListJsonLd(results([]), { name: 'Alle Produkte', url: '/product-list', perPage: 24 }, ORIGIN)).toEqual([]);
  });
});
