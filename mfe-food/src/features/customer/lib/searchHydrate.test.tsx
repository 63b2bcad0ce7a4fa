import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { familyStateStore } from '@marktplatz/shared';
import {
  islandLocation,
  islandNavigator,
  mockApi,
  nextTask,
  ok,
  providerCardFixture,
  ssrContainer,
  type RecordedCall,
  type Reply,
} from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import { foodSearchOf, type FoodSearchInitialData } from '../pages/SearchPage';
import { hydrate, type Island } from './hydrate';
import { foodSearchOfServerData, hydrateFoodSearch, hydrateFoodStart } from './searchHydrate';
import { foodSearchServerRoutes } from './searchServerRoutes';

const card = (id: number, name: string, open: boolean) => ({
  ...providerCardFixture(id, name),
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  open_now: open,
  food: {
    cuisine_tags: ['Pizza'],
    minimum_order_cents: 1500,
    delivery_fee_cents: 250,
    free_delivery_from_cents: null,
    delivery: true,
    pickup: true,
    ordering_open: true,
    open_now: open,
    open_text: open ? 'Geöffnet bis 22:00 Uhr' : 'Öffnet morgen um 11:00 Uhr',
    delivers_to_postal_code: null,
  },
});

/** The server loader's data: the guest's first search, its first page and the cuisines. */
const loaded = (): FoodSearchInitialData =>
  ({
    search: foodSearchOf({}),
    results: {
      status: true,
      data: [card(1, 'Pizzeria Da Marco', true), card(2, 'Sushi Bar', false)],
      meta: { current_page: 1, last_page: 1, per_page: 24, total: 2 },
    },
    tags: ['Pizza', 'Sushi'],
  }) as unknown as FoodSearchInitialData;

const api = (call: RecordedCall): Reply | undefined => {
  if (call.url === 'getGastroTags') return ok(['Pizza', 'Sushi']);
  if (call.url === 'provider_search')
    return ok([card(1, 'Pizzeria Da Marco', true)], { meta: { current_page: 1, last_page: 1, per_page: 24, total: 1 } });
  return ok(null);
};

/** The server's markup of the search as `createServerRender` (@marktplatz/shared/ssr) renders it for `path`. */
const markupOf = (path: string, routeId: string, data: FoodSearchInitialData) =>
  serverMarkup({ routes: foodSearchServerRoutes, path, loaderData: { [routeId]: data }, area: 'mfe_food' });

const navigator = islandNavigator();

describe('hydration of the server-rendered food search', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    familyStateStore.resetMemory();
    mocked = mockApi(api);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    mocked.restore();
    sessionStorage.clear();
    familyStateStore.resetMemory();
    document.body.innerHTML = '';
  });

  async function hydrateServerMarkup(path: string, routeId: string, rememberInTab: () => void = () => undefined) {
    const data = loaded();
    const container = ssrContainer('mfe_food', markupOf(path, routeId, data));
    const heading = container.querySelector('h1');
    const firstCard = container.querySelector('h2');
    rememberInTab();
    const hydrate = routeId === 'food-start' ? hydrateFoodStart : hydrateFoodSearch;
    await act(async () => {
      island = hydrate(container, { loaderData: { [routeId]: data } }, { location: islandLocation(path), navigator });
    });
    return { container, heading, firstCard };
  }

  it.each([
    ['/food-provider-search', 'food-search'],
    ['/food', 'food-start'],
  ])('takes over the server markup of %s: same nodes, no hydration error, no second request', async (path, routeId) => {
    const { container, heading, firstCard } = await hydrateServerMarkup(path, routeId);
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('h2')).toBe(firstCard);
    expect(firstCard).toHaveTextContent('Pizzeria Da Marco');
    expect(screen.getByRole('option', { name: 'Sushi' })).toBeInTheDocument();
    await nextTask();
    expect(errors).not.toHaveBeenCalled();
    const urls = mocked.calls.map((call) => call.url);
    expect(urls).not.toContain('provider_search');
    expect(urls).not.toContain('getGastroTags');
  });

  it('starts from the empty filters for a tab that remembers a search, then shows and loads that one (no mismatch)', async () => {
    const { container } = await hydrateServerMarkup('/food-provider-search', 'food-search', () => {
      familyStateStore.set('food', { sort: null, filters: { postal_code: '10115', open_now: true } });
    });
    expect(container).toHaveAttribute('data-hydrated');
    await waitFor(() =>
      expect(mocked.calls.filter((call) => call.url === 'provider_search').at(-1)?.params).toEqual(
        expect.objectContaining({ delivers_to: '10115', open_now: 1, page: 1 }),
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' })).toBeChecked();
    // The form shows the remembered postal code, not the empty one the hydration started from.
    expect(screen.getByLabelText('Ihre Postleitzahl')).toHaveValue('10115');
    expect(await screen.findByText('1 Restaurant')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['/food-provider-search', 'food-search'],
    ['/food', 'food-start'],
  ])('keeps a postal code typed into the server’s form of %s before the hydration and searches with it', async (path, routeId) => {
    const { container } = await hydrateServerMarkup(path, routeId, () => {
      // What a visitor does before the browser's hydration: the browser changes the server's input, no React.
      document.querySelector<HTMLInputElement>('[data-ssr="mfe_food"] input[name="postal_code"]')!.value = '10115';
    });
    expect(container).toHaveAttribute('data-hydrated');
    const postal = screen.getByLabelText('Ihre Postleitzahl');
    // A later render of the field (focus, blur) keeps it: it is the form's value now.
    await act(async () => {
      postal.focus();
      postal.blur();
    });
    expect(postal).toHaveValue('10115');
    expect(errors).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.submit(screen.getByRole('search'));
    });
    await waitFor(() =>
      expect(mocked.calls.filter((call) => call.url === 'provider_search').at(-1)?.params).toEqual(
        expect.objectContaining({ delivers_to: '10115', page: 1 }),
      ),
    );
  });

  it('reads the search from the server data of its own route only, and only a whole one', () => {
    const data = loaded();
    expect(foodSearchOfServerData('food-search', { loaderData: { 'food-search': data } })).toEqual(data);
    const { tags: _tags, ...withoutTags } = data;
    expect(foodSearchOfServerData('food-search', { loaderData: { 'food-search': withoutTags } })).toEqual(withoutTags);
    expect(foodSearchOfServerData('food-start', { loaderData: { 'food-search': data } })).toBeNull();
    expect(foodSearchOfServerData('food-search', { loaderData: { 'food-search': { ...data, results: { data: null } } } })).toBeNull();
    expect(
      foodSearchOfServerData('food-search', { loaderData: { 'food-search': { ...data, results: { data: [{ id: 1 }] } } } }),
    ).toBeNull();
    expect(foodSearchOfServerData('food-search', { loaderData: { 'food-search': { ...data, search: { page: 1 } } } })).toBeNull();
    expect(foodSearchOfServerData('food-search', { loaderData: { 'food-search': { ...data, tags: [1] } } })).toBeNull();
    expect(foodSearchOfServerData('food-search', { loaderData: { 'food-menu': data } })).toBeNull();
    expect(foodSearchOfServerData('food-search', null)).toBeNull();
    expect(
      hydrateFoodSearch(document.createElement('div'), { loaderData: {} }, { location: islandLocation('/food'), navigator }),
    ).toBeNull();
  });

  it('is hydrated through the area’s one ./hydrate, which answers each route by its own data', async () => {
    const data = loaded();
    const container = document.createElement('div');
    container.innerHTML = markupOf('/food', 'food-start', data);
    document.body.append(container);
    const heading = container.querySelector('h1');
    await act(async () => {
      island = hydrate(container, { loaderData: { 'food-start': data } }, { location: islandLocation('/food'), navigator });
    });
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
    expect(
      hydrate(
        document.createElement('div'),
        { loaderData: { 'food-start': { search: data.search } } },
        { location: islandLocation('/food'), navigator },
      ),
    ).toBeNull();
  });

  it('names the routes the server renders and hydrates', () => {
    expect(foodSearchServerRoutes.map((route) => [route.id, route.path, (route.handle as { hydrate?: boolean }).hydrate])).toEqual([
      ['food-search', '/food-provider-search', true],
      ['food-start', '/food', true],
    ]);
  });
});
