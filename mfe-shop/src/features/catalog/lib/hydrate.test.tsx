import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { authStore, familyStateStore } from '@marktplatz/shared';
import {
  islandLocation,
  islandNavigator,
  mockApi,
  nextTask,
  ok,
  ssrContainer,
  type RecordedCall,
  type Reply,
} from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import { card, freshCatalogVisit, honey } from '../../../test/fixtures';
import type { ProductListInitialData } from '../pages/ProductListPage';
import { hydrate, hydrateProductList, productListOfServerData, type Island } from './hydrate';
import { catalogServerRoutes, type ProductListLoaderData } from './serverRoutes';

const CATEGORIES = [
  { id: 1, name: 'Lebensmittel', product_count: 12, subcategories: [{ id: 2, name: 'Honig' }] },
  { id: 3, name: 'Leer', product_count: 0, subcategories: [] },
] as unknown as ProductListInitialData['categories'];

const results = (products = [honey(), card({ id: 8, name: 'Leinenhemd Classic', slug: 'leinenhemd-classic' })]) =>
  ({
    data: products,
    similar: false,
    did_you_mean: null,
    total_pages: 3,
    total_records: 50,
    filters: { providers: [{ id: 4, name: 'Hofladen Sonnenfeld', count: 1 }] },
  }) as unknown as ProductListInitialData['results'];

/** The loader data of the server render (`productListLoader`) for an address. */
const loaded = (address: string, query: ProductListLoaderData['query']): ProductListLoaderData => ({
  results: results(),
  categories: CATEGORIES,
  query,
  address,
});

const api = (call: RecordedCall): Reply | undefined => {
  if (call.url === 'api/search') return ok(results([card({ id: 9, name: 'Kaffee', slug: 'kaffee' })]));
  if (call.url === 'shop/getCategories') return ok(CATEGORIES);
  if (call.url.endsWith('favourite-ids')) return ok({ type: 'product', ids: [7] });
  return ok(null);
};

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** What a visitor does to a field before the browser's hydration: the browser changes the server's input, no React. */
function typeBeforeHydration(control: HTMLInputElement, value: string) {
  control.value = value;
}

const navigator = islandNavigator();

describe('hydration of the server-rendered product list and product search', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    jest.clearAllMocks();
    freshCatalogVisit();
    mocked = mockApi(api);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    mocked.restore();
    document.body.innerHTML = '';
    window.sessionStorage.clear();
  });

  /**
   * The server's markup as `createServerRender` (@marktplatz/shared/ssr) renders it — `serverRenderElementWithData`
   * with the address's query, which the page reads — with the area's `useId` prefix. It is rendered before a test puts
   * the visitor's tab state in place: in jsdom the "server" sees the same storage.
   */
  function markupOf(routeId: string, location: Location, data: ProductListLoaderData): string {
    const path = `${location.pathname}${location.search}`;
    return serverMarkup({ routes: catalogServerRoutes, path, loaderData: { [routeId]: data }, area: 'mfe_shop' });
  }

  async function hydrateServerMarkup(routeId: string, location: Location, data: ProductListLoaderData, beforeHydration?: () => void) {
    const container = ssrContainer('mfe_shop', markupOf(routeId, location, data));
    const heading = container.querySelector('h1');
    const grid = container.querySelector('[data-testid="product-card"]');
    beforeHydration?.();
    familyStateStore.resetMemory();
    await act(async () => {
      island = hydrate(container, { loaderData: { [routeId]: data } }, { location, navigator });
    });
    return { container, heading, grid };
  }

  it('takes over the server list: same nodes, no hydration error, no second request for the results or the categories', async () => {
    const { container, heading, grid } = await hydrateServerMarkup(
      'product-list',
      islandLocation('/product-list'),
      loaded('/product-list', { sort: 'recentlyAdded', page: 1 }),
    );
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Alle Produkte');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('[data-testid="product-card"]')).toBe(grid);
    expect(container).toHaveTextContent('Bio-Honig 500 g');
    expect(container).toHaveTextContent('50 Produkte');
    expect(container.querySelector('[data-testid="product-skeleton"]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    await nextTask();
    const urls = mocked.calls.map((call) => call.url);
    expect(urls).not.toContain('api/search');
    expect(urls).not.toContain('shop/getCategories');
    expect(navigator.replace).not.toHaveBeenCalled();
    expect(navigator.push).not.toHaveBeenCalled();
  });

  it('takes over the server search for the address’s keyword and filter, with the search field filled after it', async () => {
    const location = islandLocation('/product-search', '?keyword=honig&category=1');
    const { container, heading } = await hydrateServerMarkup(
      'product-search',
      location,
      loaded('/product-search?keyword=honig&category=1', { keyword: 'honig', category: 1, sort: 'relevance', page: 1 }),
    );
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Suchergebnisse für „honig“');
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.getByTestId('filter-category')).toHaveValue('1');
    expect(screen.getByTestId('product-search-input')).toHaveValue('honig');
    expect(errors).not.toHaveBeenCalled();
    expect(mocked.calls.map((call) => call.url)).not.toContain('api/search');
  });

  it('renders the guest view first for a signed-in customer with a favourite, then the filled heart (no mismatch)', async () => {
    const { container } = await hydrateServerMarkup(
      'product-list',
      islandLocation('/product-list'),
      loaded('/product-list', { sort: 'recentlyAdded', page: 1 }),
      () => authStore.login({ token: 'token', role: 'User', user_id: 7, first_name: 'Kim' }),
    );
    expect(container).toHaveAttribute('data-hydrated');
    expect(errors).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: '„Bio-Honig 500 g“ nicht mehr merken' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the guest’s list for a tab with remembered filters, then takes them over on a bare address', async () => {
    const { container, heading } = await hydrateServerMarkup(
      'product-list',
      islandLocation('/product-list'),
      loaded('/product-list', { sort: 'recentlyAdded', page: 1 }),
      () => familyStateStore.set('product', { sort: { key: 'price', direction: 'desc' }, filters: { category: 1 } }),
    );
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
    // After hydration the bare address takes over the tab's choices (through the shell's navigator).
    await waitFor(() => expect(navigator.replace).toHaveBeenCalled());
    const [to] = (navigator.replace as jest.Mock).mock.calls[0] as [{ search?: string }];
    expect(to.search).toBe('?category=1&sort=price_desc');
  });

  it('keeps a keyword typed into the server’s search box before the hydration and searches for it', async () => {
    const location = islandLocation('/product-search', '?keyword=honig');
    const { container } = await hydrateServerMarkup(
      'product-search',
      location,
      loaded('/product-search?keyword=honig', { keyword: 'honig', sort: 'relevance', page: 1 }),
      () => typeBeforeHydration(field(document.body, 'keyword'), 'Bienenwachs'),
    );
    expect(container).toHaveAttribute('data-hydrated');
    const keyword = field(container, 'keyword');
    // A later render of the field (focus, blur) keeps it: it is the form's value now.
    await act(async () => {
      keyword.focus();
      keyword.blur();
    });
    expect(keyword).toHaveValue('Bienenwachs');
    expect(errors).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.submit(screen.getByRole('search'));
    });
    const [to] = (navigator.push as jest.Mock).mock.calls[0] as [{ search?: string }];
    expect(new URLSearchParams(to.search).get('keyword')).toBe('Bienenwachs');
  });

  it('keeps a price range typed into the server’s filters before the hydration and applies it', async () => {
    const { container } = await hydrateServerMarkup(
      'product-list',
      islandLocation('/product-list'),
      loaded('/product-list', { sort: 'recentlyAdded', page: 1 }),
      () => {
        typeBeforeHydration(field(document.body, 'min'), '5');
        typeBeforeHydration(field(document.body, 'max'), '20,50');
      },
    );
    expect(container).toHaveAttribute('data-hydrated');
    await act(async () => {
      field(container, 'min').focus();
      field(container, 'min').blur();
      field(container, 'max').focus();
      field(container, 'max').blur();
    });
    expect(field(container, 'min')).toHaveValue('5');
    expect(field(container, 'max')).toHaveValue('20,50');
    expect(errors).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Preis (€)' }));
    });
    const [to] = (navigator.push as jest.Mock).mock.calls[0] as [{ search?: string }];
    const search = new URLSearchParams(to.search);
    expect([search.get('min_price'), search.get('max_price')]).toEqual(['5', '20.5']);
  });

  it('reads the page from the server data only', () => {
    const data = loaded('/product-list', { sort: 'recentlyAdded', page: 1 });
    expect(productListOfServerData('list', { loaderData: { 'product-list': data } })).toEqual({
      results: data.results,
      categories: data.categories,
    });
    expect(productListOfServerData('search', { loaderData: { 'product-list': data } })).toBeNull();
    expect(productListOfServerData('list', { loaderData: { 'product-list': { results: null } } })).toBeNull();
    expect(productListOfServerData('list', null)).toBeNull();
    expect(
      hydrateProductList(document.createElement('div'), { loaderData: {} }, { location: islandLocation('/product-list'), navigator }),
    ).toBeNull();
    expect(
      hydrate(document.createElement('div'), { loaderData: { product: {} } }, { location: islandLocation('/product-list'), navigator }),
    ).toBeNull();
  });
});
