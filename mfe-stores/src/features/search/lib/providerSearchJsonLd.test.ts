import { providerCardFixture } from '@marktplatz/shared/testing';
import type { ProviderCard, ProviderSearchResult } from '../api/searchProviders';
import { providerSearchJsonLd } from './providerSearchJsonLd';

const ORIGIN = 'https://marktplatz.example';

/** A card of the search (the shared fixture; no food offer). */
const card = (id: number, name: string): ProviderCard => ({ ...providerCardFixture(id, name), food: null });

const result = (cards: ProviderSearchResult['cards'], meta?: ProviderSearchResult['meta']): ProviderSearchResult => ({ cards, meta });

describe('providerSearchJsonLd', () => {
  it('lists the providers as an ItemList with their positions, provider page addresses and names', () => {
    const cards = [card(1, 'Bäckerei Sonne'), card(2, 'Textil Weber')];
    const [list] = providerSearchJsonLd(result(cards, { current_page: 1, last_page: 3, per_page: 12, total: 30 }), {
      name: 'Anbieter finden',
      origin: ORIGIN,
    });
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Anbieter finden',
      url: 'https://marktplatz.example/provider-search',
      numberOfItems: 30,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://marktplatz.example/provider-detail/anbieter-1', name: 'Bäckerei Sonne' },
        { '@type': 'ListItem', position: 2, url: 'https://marktplatz.example/provider-detail/anbieter-2', name: 'Textil Weber' },
      ],
    });
  });

  it('counts the positions on from the page’s first card, and the cards without the list’s page facts', () => {
    const [second] = providerSearchJsonLd(result([card(13, 'B')], { current_page: 2, last_page: 2, per_page: 12, total: 13 }), {
      name: 'Anbieter finden',
      page: 2,
      origin: ORIGIN,
    });
    expect((second?.itemListElement as { position: number }[])[0]?.position).toBe(13);
    const [bare] = providerSearchJsonLd(result([card(1, 'A')]), { name: 'Anbieter finden', origin: ORIGIN });
    expect(bare?.numberOfItems).toBe(1);
  });

  it('gives nothing for an empty result', () => {
    expect(providerSearchJsonLd(result([]), { name: 'Anbieter finden', origin: ORIGIN })).toEqual([]);
  });
});
