import { becomeProviderJsonLd, newsListJsonLd } from './editorialJsonLd';
import type { NewsListInitial } from './newsQuery';

const ORIGIN = 'https://marktplatz.example';

const post = (id: number, title: string) => ({
  id,
  slug: `beitrag-${id}`,
  url: `/news/beitrag-${id}`,
  title,
  excerpt: 'Kurz gesagt.',
  image: '/images/news/bild.webp',
  image_alt: '',
  published_at: '2026-11-20T09:00:00.000Z',
  author: 'Redaktion',
  category: { id: 1, name: 'Energie', slug: 'energie' },
  region: null,
});

const list = (rows: ReturnType<typeof post>[], page = 1): NewsListInitial => ({
  query: { page, region: '', search: '', category: '' },
  posts: { rows, meta: { current_page: page, last_page: 3, per_page: 9, total: 20 } },
  regions: [],
  categories: [],
});

describe('structured data of the news list and „Anbieter werden“', () => {
  it('lists the articles shown with their positions on the whole list and the path from the start page', () => {
    const [items, crumbs] = newsListJsonLd(list([post(1, 'Erster Beitrag'), post(2, 'Zweiter Beitrag')], 2), '/news?page=2', ORIGIN);
    expect(items).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      '@id': 'https://marktplatz.example/news#news',
      name: 'News und Ratgeber',
      url: 'https://marktplatz.example/news?page=2',
      numberOfItems: 20,
      itemListElement: [
        { '@type': 'ListItem', position: 10, url: 'https://marktplatz.example/news/beitrag-1', name: 'Erster Beitrag' },
        { '@type': 'ListItem', position: 11, url: 'https://marktplatz.example/news/beitrag-2', name: 'Zweiter Beitrag' },
      ],
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://marktplatz.example/' },
        { '@type': 'ListItem', position: 2, name: 'News und Ratgeber', item: 'https://marktplatz.example/news' },
      ],
    });
  });

  it('gives an empty page only its path', () => {
    expect(newsListJsonLd(list([]), '/news?q=nichts', ORIGIN).map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });

  it('gives „Anbieter werden“ its path from the start page', () => {
    const [crumbs] = becomeProviderJsonLd(ORIGIN);
    expect((crumbs?.itemListElement as { name: string; item: string }[]).map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Startseite', 'https://marktplatz.example/'],
      ['Anbieter werden', 'https://marktplatz.example/become-a-provider'],
    ]);
  });
});
