import { act } from 'react';
import { screen } from '@testing-library/react';
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
import { providerPageFixture, ratingFixture, storeFixture } from '../../../test/providerPage';
import { berlinWeekday } from '../../../lib/format';
import { hydrate, providerOfServerData, type Island } from './hydrate';
import { providerServerRoutes, type ProviderPageLoaderData } from './serverRoutes';

const PATH = '/provider-detail/baeckerei-sonne';

const POLICY = { return_policy: '14 Tage Rückgabe.', shipping_policy: '', privacy_policy: '', updated_at: null };
const PRODUCT = { id: 8, name: 'Roggenbrot', slug: 'roggenbrot', photo: null, price: 4.2, price_cents: 420, previous_price: null, tax: 7 };
const LEAD = {
  id: 5,
  name: 'Torten für Feste',
  slug: 'torten',
  description: 'Torten für Ihr Fest.',
  category_slug: 'feiern',
  category_title: 'Feiern',
};

/** The loader data of the server render: the page and every part of it, as `providerLoader` loads them. */
const provider = (): ProviderPageLoaderData =>
  ({
    page: providerPageFixture,
    locations: [storeFixture(1, 'Laden Mitte', true), storeFixture(2, 'Laden Nord', false)],
    products: [PRODUCT],
    leads: [LEAD],
    ratings: { rows: [ratingFixture], meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 } },
    policy: POLICY,
  }) as unknown as ProviderPageLoaderData;

/** The parts the server could not load: the browser loads them. */
const onlyThePage = (): ProviderPageLoaderData => ({
  page: provider().page,
  locations: null,
  products: null,
  leads: null,
  ratings: null,
  policy: null,
});

const api = (call: RecordedCall): Reply | undefined => {
  if (call.url === 'api/v2/rating') return ok([ratingFixture], { meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 } });
  if (call.url === 'api/getVendorPolicy') return ok(POLICY);
  if (call.url === 'providerStoreLocations') return ok([storeFixture(1, 'Laden Mitte', true)]);
  if (call.url === 'api/search') return ok({ data: [PRODUCT] });
  if (call.url === 'v2/world/categorys/all')
    return ok([{ id: 3, title: 'Feiern', slug: 'feiern', lead_routes: [{ ...LEAD, provider: { id: 12, name: 'Bäckerei Sonne' } }] }]);
  return ok(null);
};

/**
 * The server's markup of the provider page as `createServerRender` (@marktplatz/shared/ssr) renders it. The server
 * waits for every lazy section (`onAllReady`): `settle` renders twice, the second with their chunks loaded.
 */
const markupOf = (data: ProviderPageLoaderData): Promise<string> =>
  serverMarkup({ routes: providerServerRoutes, path: PATH, loaderData: { provider: data }, area: 'mfe_stores', settle: true });

const navigator = islandNavigator();
const location = islandLocation(PATH);

describe('hydration of the server-rendered provider page', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    authStore.reset();
    familyStateStore.resetMemory();
    mocked = mockApi(api);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    mocked.restore();
    document.body.innerHTML = '';
  });

  async function hydrateServerMarkup(data: ProviderPageLoaderData) {
    const container = ssrContainer('mfe_stores', await markupOf(data));
    const heading = container.querySelector('h1');
    const skeletons = container.querySelectorAll('[aria-busy="true"]').length;
    const serverText = container.textContent ?? '';
    await act(async () => {
      island = hydrate(container, { loaderData: { provider: data } }, { location, navigator });
    });
    return { container, heading, skeletons, serverText };
  }

  it('takes over the finished server markup: same nodes, no hydration error, no request for the page or its parts', async () => {
    const { container, heading, skeletons } = await hydrateServerMarkup(provider());
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Bäckerei Sonne');
    expect(container.querySelector('h1')).toBe(heading);
    // Every part is there from the server's markup on: no skeleton that a later answer would replace.
    expect(skeletons).toBe(0);
    for (const text of ['Laden Nord', 'Roggenbrot', 'Torten für Feste', 'Knusprig und frisch, gerne wieder.', '14 Tage Rückgabe.'])
      expect(container).toHaveTextContent(text);
    expect(errors).not.toHaveBeenCalled();
    await nextTask();
    const urls = mocked.calls.map((call) => call.url);
    for (const url of [
      'api/providerPageData',
      'providerStoreLocations',
      'api/search',
      'v2/world/categorys/all',
      'api/v2/rating',
      'api/getVendorPolicy',
    ])
      expect(urls).not.toContain(url);
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('renders the guest view first for a signed-in visitor, then the personal one (no mismatch)', async () => {
    authStore.login({ token: 'token', role: 'User', user_id: 7, first_name: 'Kim' });
    const { container } = await hydrateServerMarkup(provider());
    expect(container).toHaveAttribute('data-hydrated');
    // Signed in, a review offers „Melden“ instead of the sign-in link, right after the guest's view.
    expect(await screen.findByRole('button', { name: 'Melden' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    expect(mocked.calls.map((call) => call.url)).not.toContain('api/providerPageData');
  });

  it('loads in the browser what the server could not, from the same loading state on both sides', async () => {
    const { container, serverText } = await hydrateServerMarkup(onlyThePage());
    expect(container).toHaveAttribute('data-hydrated');
    // The server's markup: the page with its stores' spinner (what follows the stores waits for them, on both sides).
    expect(serverText).toContain('Bäckerei Sonne');
    expect(serverText).not.toContain('Laden Mitte');
    expect(await screen.findByText('Laden Mitte')).toBeInTheDocument();
    expect(await screen.findByText('14 Tage Rückgabe.')).toBeInTheDocument();
    expect(await screen.findByText('Torten für Feste')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    const urls = mocked.calls.map((call) => call.url);
    expect(urls).toEqual(
      expect.arrayContaining(['providerStoreLocations', 'api/getVendorPolicy', 'v2/world/categorys/all', 'api/v2/rating']),
    );
    expect(urls).not.toContain('api/providerPageData');
  });

  it('hydrates a page the server rendered on another weekday, then marks the browser’s day as today', async () => {
    const today = berlinWeekday();
    const todayRows = (container: HTMLElement) =>
      [...container.querySelectorAll('tr[data-today="true"]')].map((row) => (row as HTMLTableRowElement).rowIndex);
    const { container } = await hydrateServerMarkup({ ...provider(), weekday: (today % 7) + 1 });
    const marked = todayRows(container);
    expect(errors).not.toHaveBeenCalled();
    const server = document.createElement('div');
    server.innerHTML = await markupOf({ ...provider(), weekday: today });
    expect(marked).toEqual(todayRows(server));
    expect(marked).toHaveLength(2);
  });

  it('reads the page from the server data only', () => {
    expect(providerOfServerData({ loaderData: { provider: provider() } })).toEqual(provider());
    expect(providerOfServerData({ loaderData: { provider: { page: providerPageFixture } } })).toEqual(onlyThePage());
    expect(providerOfServerData({ loaderData: {} })).toBeNull();
    expect(providerOfServerData(null)).toBeNull();
    expect(hydrate(document.createElement('div'), { loaderData: {} }, { location, navigator })).toBeNull();
  });
});
