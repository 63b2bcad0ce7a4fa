import { providerCardFixture } from '@marktplatz/shared/testing';
import type { FoodProviderCard, FoodSearchPage } from '../types';
import { foodSearchJsonLd } from './foodSearchJsonLd';

const ORIGIN = 'https://marktplatz.example';

/** A restaurant of the search (the shared card with a slug of its own; its food facts do not matter here). */
const restaurant = (id: number, name: string, slug: string): FoodProviderCard => ({ ...providerCardFixture(id, name), slug, food: null });

const page = (data: FoodProviderCard[], meta?: FoodSearchPage['meta']): FoodSearchPage => ({ status: true, data, meta }) as FoodSearchPage;

describe('foodSearchJsonLd', () => {
  it('lists the restaurants as an ItemList with their positions, menu addresses and names', () => {
    const [list] = foodSearchJsonLd(
      page([restaurant(1, 'Pizzeria Da Marco', 'pizzeria-da-marco'), restaurant(2, 'Café Ä', 'café-ä')], {
        current_page: 1,
        last_page: 2,
        per_page: 24,
        total: 30,
      }),
      { name: 'Essen bestellen', origin: ORIGIN },
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Essen bestellen',
      url: 'https://marktplatz.example/food-provider-search',
      numberOfItems: 30,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://marktplatz.example/food/menu/pizzeria-da-marco', name: 'Pizzeria Da Marco' },
        { '@type': 'ListItem', position: 2, url: 'https://marktplatz.example/food/menu/caf%C3%A9-%C3%A4', name: 'Café Ä' },
      ],
    });
  });

  it('counts the positions on from the page’s first card', () => {
    const [list] = foodSearchJsonLd(page([restaurant(25, 'B', 'b')], { current_page: 2, last_page: 2, per_page: 24, total: 25 }), {
      name: 'Essen bestellen',
      origin: ORIGIN,
    });
    expect((list?.itemListElement as { position: number }[])[0]?.position).toBe(25);
  });

  it('gives nothing for an empty page', () => {
    expect(foodSearchJsonLd(page([]), { name: 'Essen bestellen', origin: ORIGIN })).toEqual([]);
  });
});
