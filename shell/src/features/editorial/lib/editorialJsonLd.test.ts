import { configure } from '@marktplatz/shared';
import type { Post } from '../types';
import { becomeProviderJsonLd, newsArticleJsonLd, newsListJsonLd } from './editorialJsonLd';
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

describe('structured data of a news article', () => {
  const article = {
    ...post(7, 'Badsanierung richtig planen'),
    content: 'Text',
    content_format: 'text',
    region: { id: 3, name: 'Berlin', slug: 'berlin' },
    seo: null,
    related: [],
  } as unknown as Post;

  it('is a NewsArticle with its picture on the API, date, author, category and publisher, and the path from the start page', () => {
    configure({ API_BASE: 'https://api.marktplatz.example' });
    const [node, crumbs] = newsArticleJsonLd(article, ORIGIN);
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      '@id': 'https://marktplatz.example/news/beitrag-7#article',
      headline: 'Badsanierung richtig planen',
      description: 'Kurz gesagt.',
      image: ['https://api.marktplatz.example/images/news/bild.webp'],
      datePublished: '2026-11-20T09:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Redaktion' }],
      articleSection: 'Energie',
      inLanguage: 'de-DE',
      url: 'https://marktplatz.example/news/beitrag-7',
      mainEntityOfPage: 'https://marktplatz.example/news/beitrag-7',
      publisher: { '@type': 'Organization', name: 'Marktplatz', url: 'https://marktplatz.example/' },
    });
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    expect((crumbs?.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, item])).toEqual([
      ['Startseite', 'https://marktplatz.example/'],
      ['News und Ratgeber', 'https://marktplatz.example/news'],
      ['Badsanierung richtig planen', 'https://marktplatz.example/news/beitrag-7'],
    ]);
  });

  it('takes the SEO description when the editors set one, and names no author without one', () => {
    const [node] = newsArticleJsonLd({ ...article, author: '', seo: { meta_description: 'Für Suchmaschinen.' } } as Post, ORIGIN);
    expect(node?.description).toBe('Für Suchmaschinen.');
    expect(node).not.toHaveProperty('author');
  });
});
