import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { familyStateStore, ThemeProvider } from '@marktplatz/shared';
import NewsPages, { NewsList } from './NewsPages';
import { resetServerLoaderData, SHELL_SSR_DATA_ID } from '../lib/serverLoaderData';

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

/** The server render's loader data of the article in the page (`#mp-ssr-data-shell`), as the production server writes it. */
function serverPost(post: Record<string, unknown>) {
  document.getElementById(SHELL_SSR_DATA_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SHELL_SSR_DATA_ID;
  script.textContent = JSON.stringify({ loaderData: { 'news-post': { slug: post.slug, post } } });
  document.body.appendChild(script);
  resetServerLoaderData();
}

describe('news article', () => {
  afterEach(() => {
    document.getElementById(SHELL_SSR_DATA_ID)?.remove();
    resetServerLoaderData();
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it("renders the article of the server render's loader data in its first render, without a loading line or a request", () => {
    serverPost(POST);
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
    expect(screen.getByRole('img', { name: 'Ein neues Bad' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Ein neues Bad' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByText('Seite wird geladen …')).toBeNull();
    expect(fetchSpy.mock.calls.map((call: unknown[]) => String(call[0])).filter((url) => url.includes('/portal/post/'))).toEqual([]);
  });

  it('renders a plain-text article body as paragraphs, as before', () => {
    serverPost({ ...POST, content_format: 'text', content: '## Kosten\n\n<em>Erst</em> planen.' });
    renderPost('/news/badsanierung-planen');
    expect(screen.getByRole('heading', { level: 2, name: 'Kosten' })).toBeInTheDocument();
    expect(screen.getByText('<em>Erst</em> planen.').tagName).toBe('P');
    expect(screen.queryByTestId('html-body')).toBeNull();
  });

  it("renders an editor's HTML article body with its headings and links", () => {
    serverPost({
      ...POST,
      content_format: 'html',
      content:
        '<h2>Kosten</h2><h3>Fliesen</h3><p>Mehr im <a href="/news/fliesen-waehlen">Fliesen-Ratgeber</a>.</p><ul><li>Planen</li></ul>',
    });
    renderPost('/news/badsanierung-planen');
    expect(screen.getByRole('heading', { level: 2, name: 'Kosten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fliesen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fliesen-Ratgeber' })).toHaveAttribute('href', '/news/fliesen-waehlen');
    expect(screen.getByTestId('html-body')).not.toHaveTextContent('<h2>');
  });

  it('replaces the address with the current slug when the API answered for an old one, and loads only once', async () => {
    const moved = { ...POST, slug: 'bad-sanieren', url: '/news/bad-sanieren', content_format: 'text' };
    const fetchSpy = jest.fn((url: string) =>
      Promise.resolve(
        url.includes('/portal/post/')
          ? { ok: true, status: 200, json: () => Promise.resolve({ status: true, data: moved }) }
          : { ok: true, status: 200, json: () => Promise.resolve({ status: true, data: null }) },
      ),
    );
    (globalThis as { fetch?: unknown }).fetch = fetchSpy;
    renderPost('/news/badsanierung-planen');
    await waitFor(() => expect(screen.getByTestId('post-address')).toHaveTextContent('/news/bad-sanieren'));
    expect(screen.getByRole('heading', { level: 1, name: 'Badsanierung richtig planen' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => url).filter((url) => url.includes('/portal/post/'))).toEqual([
      expect.stringMatching(/\/portal\/post\/badsanierung-planen$/),
    ]);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${window.location.origin}/news/bad-sanieren`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/news/bad-sanieren`);
  });
});

/** The address's path, to see it replaced. */
function PostAddress() {
  const { pathname } = useLocation();
  return <output data-testid="post-address">{pathname}</output>;
}

/** A post below `/news`, as the shell mounts the news pages. */
function renderPost(entry: string) {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/news/*" element={<NewsPages />} />
        </Routes>
        <PostAddress />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const SUMMARY = {
  id: 7,
  slug: 'badsanierung-planen',
  title: 'Badsanierung richtig planen',
  excerpt: 'Was eine Sanierung kostet.',
  image: '/images/news/bad.svg',
  image_alt: 'Ein neues Bad',
  published_at: '2026-11-20T09:00:00.000Z',
  category: { id: 1, name: 'Bauen & Wohnen', slug: 'bauen-wohnen' },
  region: { id: 3, name: 'Berlin', slug: 'berlin' },
};

/** The API of the news list: regions, categories and one post for every list request (kept); no SEO data. */
function newsApi(rows: unknown[] = [SUMMARY]) {
  const lists: URL[] = [];
  const answer = (data: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ status: true, data }) });
  (globalThis as { fetch?: unknown }).fetch = jest.fn((input: string) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/regions'))
      return answer([
        { id: 3, name: 'Berlin', slug: 'berlin' },
        { id: 4, name: 'Hamburg', slug: 'hamburg' },
      ]);
    if (url.pathname.endsWith('/portal/categorys'))
      return answer([
        { id: 1, name: 'Bauen & Wohnen', slug: 'bauen-wohnen', posts_count: 4 },
        { id: 2, name: 'Energie', slug: 'energie', posts_count: 2 },
      ]);
    if (/\/(portal\/posts|postsByCategory)/.test(url.pathname)) {
      lists.push(url);
      return answer(rows);
    }
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ data: null }) });
  });
  const last = () => {
    const url = lists.at(-1);
    if (!url) throw new Error('Die Liste wurde nicht angefragt.');
    return url;
  };
  return { lists, last };
}

/** The address's query, and the browser's back button. */
function Address() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Zurück
      </button>
    </>
  );
}

function renderList(entry: string) {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[entry]}>
        <NewsPages />
        <Address />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { address: () => screen.getByTestId('address').textContent };
}

/** jsdom has the phone's width: the filters wait behind the „Filter“ button. */
async function openFilters() {
  await userEvent.click(screen.getByTestId('news-filter-toggle'));
}

describe('news list filters', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    familyStateStore.resetMemory();
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
    window.sessionStorage.clear();
    familyStateStore.resetMemory();
  });

  it('filters the news by the remembered region and the keyword from the address and applies a new keyword on Enter', async () => {
    familyStateStore.set('news', { sort: null, filters: { region: 'berlin' } });
    const api = newsApi();
    const { address } = renderList('/?q=Bad&page=2');
    expect(screen.getByTestId('news-filter-toggle')).toHaveAccessibleName('Filter (2 aktiv)');
    await openFilters();
    const filters = screen.getByRole('search', { name: 'Filter' });
    expect(filters).toHaveAttribute('id', 'news-filters');
    await screen.findByRole('option', { name: 'Berlin' });
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('berlin');
    expect(screen.getByRole('searchbox', { name: 'Beiträge durchsuchen' })).toHaveValue('Bad');
    await screen.findByRole('heading', { level: 2, name: 'Badsanierung richtig planen' });
    expect(api.last().pathname).toBe('/portal/posts/search');
    expect(Object.fromEntries(api.last().searchParams)).toEqual({ page: '2', region: 'berlin', per_page: '9', search: 'Bad' });

    const keyword = screen.getByRole('searchbox', { name: 'Beiträge durchsuchen' });
    await userEvent.clear(keyword);
    await userEvent.type(keyword, '  Dach {Enter}');
    await waitFor(() => expect(address()).toBe('?q=Dach'));
    expect(keyword).toHaveValue('  Dach ');
    await waitFor(() => expect(api.last().searchParams.get('search')).toBe('Dach'));
    expect(api.last().searchParams.get('page')).toBe('1');
  });

  it('applies region and category on change, a category clearing the keyword and page of the address; the category follows the address back', async () => {
    const api = newsApi();
    const { address } = renderList('/?q=Bad&page=3');
    await openFilters();
    await screen.findByRole('option', { name: 'Hamburg' });
    await screen.findByRole('option', { name: 'Energie (2)' });
    const searches = api.lists.length;

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'hamburg');
    await waitFor(() => expect(address()).toBe('?q=Bad'));
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('hamburg');
    expect(JSON.parse(window.sessionStorage.getItem('marktplatz.family.news') ?? '{}').filters).toEqual({ region: 'hamburg' });
    await waitFor(() => expect(api.last().searchParams.get('region')).toBe('hamburg'));
    expect(api.lists.length).toBeGreaterThan(searches);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategorie' }), 'energie');
    await waitFor(() => expect(address()).toBe('?category=energie'));
    expect(screen.getByRole('combobox', { name: 'Kategorie' })).toHaveValue('energie');
    expect(screen.getByRole('searchbox', { name: 'Beiträge durchsuchen' })).toHaveValue('Bad');
    await waitFor(() => expect(api.last().pathname).toBe('/postsByCategory/energie'));
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('hamburg');

    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(address()).toBe('?q=Bad'));
    expect(screen.getByRole('combobox', { name: 'Kategorie' })).toHaveValue('');
  });

  it("loads the first teaser's picture at once with high priority (what a phone shows first) and the others lazily", async () => {
    newsApi([SUMMARY, { ...SUMMARY, id: 8, slug: 'dach-daemmen', title: 'Dach dämmen', url: '/news/dach-daemmen' }]);
    renderList('/');
    await screen.findByRole('heading', { level: 2, name: 'Dach dämmen' });
    const [first, second] = screen.getAllByTestId('news-card').map((card) => card.querySelector('img'));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('decoding');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('decoding', 'async');
    expect(second).toHaveAttribute('fetchpriority', 'auto');
  });

  it('asks for two characters instead of searching for one, and applies the keyword with „Suchen“', async () => {
    newsApi();
    const { address } = renderList('/?page=2');
    await openFilters();
    const keyword = screen.getByRole('searchbox', { name: 'Beiträge durchsuchen' });
    await userEvent.type(keyword, ' a ');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte mindestens 2 Zeichen eingeben.');
    expect(keyword).toHaveAccessibleDescription('Bitte mindestens 2 Zeichen eingeben.');
    expect(address()).toBe('?page=2');

    await userEvent.type(keyword, 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(address()).toBe('?q=a+b'));
    expect(screen.queryByText('Bitte mindestens 2 Zeichen eingeben.')).toBeNull();
    expect(keyword).not.toHaveAccessibleDescription();
  });
});

describe('news list with the data the server loaded', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
    window.sessionStorage.clear();
    familyStateStore.resetMemory();
  });

  const initial = {
    query: { page: 1, region: '', search: '', category: '' },
    posts: {
      rows: [{ ...SUMMARY, url: '/news/badsanierung-planen', author: 'Redaktion' }],
      meta: { current_page: 1, last_page: 1, per_page: 9, total: 1 },
    },
    regions: [{ id: 3, name: 'Berlin', slug: 'berlin' }],
    categories: [{ id: 1, name: 'Bauen & Wohnen', slug: 'bauen-wohnen', posts_count: 4 }],
  };

  const renderWith = (entry: string) =>
    render(
      <ThemeProvider>
        <MemoryRouter initialEntries={[entry]}>
          <NewsList initial={initial} />
        </MemoryRouter>
      </ThemeProvider>,
    );

  it('shows the articles in its first render, without a loading line or a request for the list', () => {
    const api = newsApi();
    renderWith('/news');
    expect(screen.getByRole('heading', { level: 2, name: 'Badsanierung richtig planen' })).toBeInTheDocument();
    expect(screen.queryByText('Beiträge werden geladen …')).toBeNull();
    expect(api.lists).toEqual([]);
  });

  it("takes the server render's data from the page in the browser, once", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SHELL_SSR_DATA_ID;
    script.textContent = JSON.stringify({ loaderData: { 'news-list': { ...initial, address: '/news' } } });
    document.body.appendChild(script);
    resetServerLoaderData();
    try {
      const api = newsApi();
      const first = render(
        <ThemeProvider>
          <MemoryRouter initialEntries={['/']}>
            <NewsPages />
          </MemoryRouter>
        </ThemeProvider>,
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Badsanierung richtig planen' })).toBeInTheDocument();
      expect(screen.queryByText('Beiträge werden geladen …')).toBeNull();
      expect(api.lists).toEqual([]);
      first.unmount();
      // Coming back to the list later: it loads.
      renderList('/');
      expect(screen.getByText('Beiträge werden geladen …')).toBeInTheDocument();
      await screen.findByRole('heading', { level: 2, name: 'Badsanierung richtig planen' });
      expect(api.lists).toHaveLength(1);
    } finally {
      script.remove();
      resetServerLoaderData();
    }
  });

  it('loads the list itself when the address asks for another query than the one loaded', async () => {
    const api = newsApi();
    renderWith('/news?page=2');
    expect(screen.getByText('Beiträge werden geladen …')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Badsanierung richtig planen' });
    expect(api.last().searchParams.get('page')).toBe('2');
  });
});
