import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { familyStateStore } from '@marktplatz/shared';
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
import { guestSearch, type ProviderSearchInitialData } from '../pages/ProviderSearchPage';
import { hydrate, providerSearchOfServerData, type Island } from './hydrate';
import { providerSearchServerRoutes } from './serverRoutes';

jest.mock('../api/listIndustries', () => ({
  listIndustries: async () => [
    { id: 3, name: 'Bäckerei' },
    { id: 5, name: 'Friseur' },
  ],
}));

// Leaflet needs a real browser (the journeys show it); here the map says what it was given.
jest.mock('../components/ProviderMap', () => ({
  __esModule: true,
  default: ({ cards }: { cards: readonly unknown[] }) => <div data-testid="provider-map">{cards.length} Standorte</div>,
}));

const PATH = '/provider-search';

const card = (over: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'baeckerei-sonne',
  company_name: 'Bäckerei Sonne',
  logo: null,
  city: 'Berlin',
  rating: 4.5,
  rating_count: 2,
  premium: true,
  distance_km: null,
  industries: [{ id: 3, name: 'Bäckerei' }],
  store: { id: 9, title: 'Filiale Mitte', city: 'Berlin', latitude: 52.53, longitude: 13.38 },
  open_now: true,
  open_text: 'Geöffnet bis 18:00 Uhr',
  ...over,
});

/** The loader data of the server render (`providerSearchLoader`): the guest's first search and its first page. */
const loaded = (): ProviderSearchInitialData =>
  ({
    search: guestSearch(),
    result: {
      cards: [card(), card({ id: 2, slug: 'friseur-eck', company_name: 'Friseur Eck', open_now: false, open_text: null })],
      meta: { current_page: 1, last_page: 2, per_page: 12, total: 14 },
    },
  }) as unknown as ProviderSearchInitialData;

const api = (call: RecordedCall): Reply | undefined => {
  if (call.url.endsWith('provider_search/map')) return ok({ tile_url: null, center: null, zoom: null });
  if (call.url.endsWith('provider_search')) return ok([card({ id: 3, slug: 'kaffee-klatsch', company_name: 'Kaffee Klatsch' })]);
  return ok(null);
};

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;

/** What a visitor does to a field before the browser's hydration: the browser changes the server's input, no React. */
function typeBeforeHydration(control: HTMLInputElement | HTMLSelectElement, value: string) {
  control.value = value;
}

/** The window's width as the page asks for it (`matchMedia('(min-width: 1024px)')`). */
function screenWidth(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({ matches: wide, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

const navigator = islandNavigator();
const location = islandLocation(PATH);

describe('hydration of the server-rendered provider search', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    window.sessionStorage.clear();
    familyStateStore.resetMemory();
    screenWidth(false);
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
   * The server's markup (`serverRenderElementWithData` with the area's `useId` prefix) hydrated in a `data-ssr`
   * element. The markup is rendered before `beforeHydration` puts the visitor's tab in place: in jsdom the "server"
   * sees the same storage and window.
   */
  async function hydrateServerMarkup(data: ProviderSearchInitialData, beforeHydration?: () => void) {
    const container = ssrContainer(
      'mfe_stores',
      serverMarkup({ routes: providerSearchServerRoutes, path: PATH, loaderData: { 'provider-search': data }, area: 'mfe_stores' }),
    );
    const heading = container.querySelector('h1');
    const firstCard = container.querySelector('[data-testid="provider-card"]');
    const list = container.querySelector('#provider-list-panel');
    const mapToggle = container.querySelector('button[aria-expanded][aria-controls="provider-map-panel"]');
    const tabs = container.querySelector('[role="tablist"]');
    beforeHydration?.();
    familyStateStore.resetMemory();
    await act(async () => {
      island = hydrate(container, { loaderData: { 'provider-search': data } }, { location, navigator });
    });
    return { container, heading, firstCard, list, mapToggle, tabs };
  }

  const searchCalls = () => mocked.calls.filter((call) => call.url.endsWith('provider_search'));

  it('takes over the server markup on a phone: same nodes, no hydration error, no second request for the search', async () => {
    const { container, heading, firstCard, mapToggle, tabs } = await hydrateServerMarkup(loaded());
    // The server's markup has both widths' parts (CSS shows the fitting ones); a phone keeps „Liste | Karte“.
    expect(mapToggle).not.toBeNull();
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('[role="tablist"]')).toBe(tabs);
    expect(container.querySelector('button[aria-expanded][aria-controls="provider-map-panel"]')).toBeNull();
    expect(heading).toHaveTextContent('Anbieter finden');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('[data-testid="provider-card"]')).toBe(firstCard);
    expect(container).toHaveTextContent('Friseur Eck');
    expect(screen.getByTestId('result-count')).toHaveTextContent('14 Anbieter');
    expect(screen.getByRole('tab', { name: 'Liste' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).not.toHaveBeenCalled();
    await nextTask();
    expect(searchCalls()).toEqual([]);
    expect(container.querySelector('[data-testid="provider-card"]')).toBe(firstCard);
  });

  it('hydrates the same markup on a wide screen, then shows the map beside the list (list and map button stay the same nodes)', async () => {
    screenWidth(true);
    const { container, firstCard, list, mapToggle, tabs } = await hydrateServerMarkup(loaded());
    expect(tabs).not.toBeNull();
    expect(container).toHaveAttribute('data-hydrated');
    expect(errors).not.toHaveBeenCalled();
    // The map button of the server's markup stays (the same node); the phone's tabs (hidden there by CSS) go.
    expect(await screen.findByRole('button', { name: 'Karte ausblenden' })).toBe(mapToggle);
    expect(await screen.findByTestId('provider-map')).toHaveTextContent('2 Standorte');
    expect(screen.queryByRole('tab', { name: 'Liste' })).not.toBeInTheDocument();
    expect(container.querySelector('#provider-list-panel')).toBe(list);
    expect(container.querySelector('[data-testid="provider-card"]')).toBe(firstCard);
    expect(searchCalls()).toEqual([]);
  });

  it('starts from the guest’s search for a tab with a remembered search, then loads that one', async () => {
    const { container, heading } = await hydrateServerMarkup(loaded(), () =>
      familyStateStore.set('provider', { sort: null, filters: { keyword: 'Kaffee' } }),
    );
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
    expect(await screen.findByText('Kaffee Klatsch')).toBeInTheDocument();
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    expect(searchCalls()[0]?.params).toMatchObject({ keyword: ['Kaffee'] });
    expect(screen.getByLabelText('Name oder Stichwort')).toHaveValue('Kaffee');
  });

  it('keeps a keyword, postal code and radius given in the server’s form before the hydration and searches with them', async () => {
    const { container } = await hydrateServerMarkup(loaded(), () => {
      typeBeforeHydration(field(document.body, 'keyword'), 'Bäckerei');
      typeBeforeHydration(field(document.body, 'postalCode'), '10115');
      typeBeforeHydration(field(document.body, 'radius'), '10');
    });
    expect(container).toHaveAttribute('data-hydrated');
    // A later render of the fields (focus, blur) keeps them: they are the form's values now.
    await act(async () => {
      field(container, 'keyword').focus();
      field(container, 'keyword').blur();
      field(container, 'postalCode').focus();
      field(container, 'postalCode').blur();
    });
    expect(field(container, 'keyword')).toHaveValue('Bäckerei');
    expect(field(container, 'postalCode')).toHaveValue('10115');
    expect(field(container, 'radius')).toHaveValue('10');
    expect(errors).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.submit(screen.getByRole('search', { name: 'Anbieter suchen' }));
    });
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    expect(searchCalls()[0]?.params).toMatchObject({ keyword: ['Bäckerei'], postal_code: ['10115'], radius: ['10'] });
  });

  it('reads the search from the server data only', () => {
    expect(providerSearchOfServerData({ loaderData: { 'provider-search': loaded() } })).toEqual(loaded());
    expect(providerSearchOfServerData({ loaderData: { 'provider-search': { search: guestSearch(), result: null } } })).toBeNull();
    expect(providerSearchOfServerData({ loaderData: { provider: { page: {} } } })).toBeNull();
    expect(providerSearchOfServerData(null)).toBeNull();
    expect(hydrate(document.createElement('div'), { loaderData: {} }, { location, navigator })).toBeNull();
  });
});
