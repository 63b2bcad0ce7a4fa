import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import NewsPages from './NewsPages';

const POST = {
  id: 7,
  slug: 'badsanierung-planen',
  title: 'Badsanierung richtig planen',
  excerpt: 'Was eine Sanierung kostet.',
  content: 'Erst planen, dann bauen.',
  image: '/images/news/bad.svg',
  image_alt: 'Ein neues Bad',
  published_at: '2026-11-20T09:00:00.000Z',
  author: 'Redaktion',
  category: { id: 1, name: 'Bauen & Wohnen', slug: 'bauen-wohnen' },
  region: null,
  related: [],
  seo: null,
};

describe('news article', () => {
  afterEach(() => {
    delete (window as { __marktplatzRest?: unknown }).__marktplatzRest;
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('renders the article the server wrote into the page in its first render, without a loading line or a request', () => {
    (window as { __marktplatzRest?: unknown }).__marktplatzRest = { '/portal/post/badsanierung-planen': { status: true, data: POST } };
    const fetchSpy = jest.fn(() => new Promise<Response>(() => undefined));
    (globalThis as { fetch?: unknown }).fetch = fetchSpy;
    render(
      <ThemeProvider>
        <MemoryRouter initialEntries={['/badsanierung-planen']}>
          <NewsPages />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Badsanierung richtig planen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ein neues Bad' })).toHaveAttribute('width', '800');
    expect(screen.queryByText('Seite wird geladen …')).toBeNull();
    expect(fetchSpy.mock.calls.map((call: unknown[]) => String(call[0])).filter((url) => url.includes('/portal/post/'))).toEqual([]);
  });
});
