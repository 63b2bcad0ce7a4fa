import { act } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { authStore, familyStateStore } from '@marktplatz/shared';
import { islandLocation, islandNavigator, mockApi, ok, ssrContainer, type RecordedCall, type Reply } from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import { foodDish, foodProvider } from '../../../test/fixtures';
import type { FoodProvider, SlotChoice } from '../types';
import { hydrate, menuOfServerData, type Island } from './hydrate';
import { menuServerRoutes } from './serverRoutes';

const PATH = '/food/menu/pizzeria-da-marco';

const provider = (): FoodProvider =>
  foodProvider({
    cuisine_tags: ['Italienisch', 'Pizza'],
    categories: [
      {
        id: 1,
        name: 'Pizza',
        dishes: [
          foodDish({ image: { url: 'http://127.0.0.1:8000/shop/images/pizza-18.svg', alt: 'Pizza Margherita' } }),
          foodDish({ id: 11, variant_id: 21, name: 'Pizza Funghi', slug: 'pizza-funghi', allergens: [], available: false }),
        ],
      },
    ],
  });

const SLOTS: SlotChoice = {
  asap: true,
  asap_text: 'So bald wie möglich (etwa 50 Minuten)',
  lead_minutes: 50,
  options: [{ value: '2026-12-07T12:00:00.000Z', label: 'heute, 13:00 Uhr', day: 'today' }],
  selected: null,
  selected_label: null,
  selected_problem: null,
} as SlotChoice;

const api = (call: RecordedCall): Reply | undefined => {
  if (call.url === 'food/slots') return ok(SLOTS);
  if (call.url === 'cart') return ok({ item_count: 2, totals: { subtotal_cents: 2198 } });
  return ok(null);
};

/** The server's markup of the menu page as `createServerRender` (@marktplatz/shared/ssr) renders it. */
const markupOf = (restaurant: FoodProvider): string =>
  serverMarkup({ routes: menuServerRoutes, path: PATH, loaderData: { 'food-menu': { provider: restaurant } }, area: 'mfe_food' });

const navigator = islandNavigator();
const location = islandLocation(PATH);

describe('hydration of the server-rendered food menu page', () => {
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
    authStore.reset();
    familyStateStore.resetMemory();
    sessionStorage.clear();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  /** The server's markup (a guest's, nothing stored), then what this browser has stored, then the hydration. */
  async function hydrateServerMarkup(restaurant: FoodProvider, storeVisitor: () => void = () => undefined) {
    const container = ssrContainer('mfe_food', markupOf(restaurant));
    const serverHtml = container.innerHTML;
    const heading = container.querySelector('h1');
    const slotPicker = container.querySelector('[data-testid="slot-picker"]');
    const slotHint = container.querySelector('#food-slot-hint');
    storeVisitor();
    await act(async () => {
      island = hydrate(container, { loaderData: { 'food-menu': { provider: restaurant } } }, { location, navigator });
    });
    return { container, heading, slotPicker, slotHint, serverHtml };
  }

  it('takes over the server markup: same nodes, no hydration error, no second request for the restaurant', async () => {
    const { container, heading, slotPicker, slotHint, serverHtml } = await hydrateServerMarkup(provider());
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Pizzeria Da Marco');
    expect(container.querySelector('h1')).toBe(heading);
    // The server's time choice is its loading state: the same field and hint, which this cart's times fill in the
    // browser (the hint painted with the page is the same node afterwards).
    expect(serverHtml).toContain('Zeiten werden geladen …');
    expect(serverHtml).toContain('id="food-slot-hint"');
    expect(serverHtml).toContain('Wir laden die Zeiten für heute und morgen.');
    expect(await screen.findByRole('option', { name: 'So bald wie möglich' })).toBeInTheDocument();
    expect(container.querySelector('[data-testid="slot-picker"]')).toBe(slotPicker);
    expect(container.querySelector('#food-slot-hint')).toBe(slotHint);
    expect(slotHint).toHaveTextContent('etwa 50 Minuten');
    expect(screen.getByLabelText('Lieferzeit')).toBeEnabled();
    expect(container).toHaveTextContent('Pizza Margherita');
    expect(errors).not.toHaveBeenCalled();
    const urls = mocked.calls.map((call) => call.url);
    expect(urls).not.toContain('api/foodProviderBySlugNew');
    // A guest without a cart: no cart to ask for, no basket bar.
    expect(urls).not.toContain('cart');
    expect(container.querySelector('[data-testid="basket-bar"]')).toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('renders the guest view first for a returning, signed-in visitor with a cart and a postal code, then theirs', async () => {
    const { container, heading } = await hydrateServerMarkup(provider(), () => {
      authStore.login({ token: 'token', role: 'User', user_id: 7, first_name: 'Kim' });
      localStorage.setItem('cart_key', '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f');
      familyStateStore.set('food', { sort: null, filters: { postal_code: '10119' } });
    });
    expect(container).toHaveAttribute('data-hydrated');
    // The basket bar of this browser's cart follows the server's view.
    expect(await screen.findByTestId('basket-bar')).toHaveTextContent('21,98 €');
    await screen.findByRole('option', { name: 'So bald wie möglich' });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    const slots = mocked.calls.filter((call) => call.url === 'food/slots');
    expect(slots).toHaveLength(1);
    expect(slots[0]?.params).toMatchObject({
      provider_id: 3,
      mode: 'delivery',
      postal_code: '10119',
      cart_key: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    });
    expect(mocked.calls.map((call) => call.url)).not.toContain('api/foodProviderBySlugNew');
  });

  it('hydrates a restaurant that takes no orders now (no time choice) without a mismatch', async () => {
    const { container, heading } = await hydrateServerMarkup({ ...provider(), ordering_open: false, open_now: false });
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('[data-testid="slot-picker"]')).toBeNull();
    await waitFor(() => expect(errors).not.toHaveBeenCalled());
    expect(mocked.calls.map((call) => call.url)).not.toContain('food/slots');
  });

  it('reads the restaurant from the server data only, and only a whole one', () => {
    const restaurant = provider();
    expect(menuOfServerData({ loaderData: { 'food-menu': { provider: restaurant } } })).toEqual({ provider: restaurant });
    expect(menuOfServerData({ loaderData: { 'food-menu': { provider: { ...restaurant, categories: null } } } })).toBeNull();
    expect(menuOfServerData({ loaderData: { 'food-menu': { provider: { ...restaurant, categories: [{ id: 1 }] } } } })).toBeNull();
    expect(menuOfServerData({ loaderData: { 'food-menu': { provider: { ...restaurant, id: '3' } } } })).toBeNull();
    expect(menuOfServerData({ loaderData: { 'food-menu': { provider: [] } } })).toBeNull();
    expect(menuOfServerData({ loaderData: { 'food-search': { provider: restaurant } } })).toBeNull();
    expect(menuOfServerData({ loaderData: {} })).toBeNull();
    expect(menuOfServerData(null)).toBeNull();
    expect(menuOfServerData('food-menu')).toBeNull();
    expect(hydrate(document.createElement('div'), { loaderData: {} }, { location, navigator })).toBeNull();
  });

  it('names the route the server renders and hydrates', () => {
    expect(menuServerRoutes.map((route) => [route.id, route.path, (route.handle as { hydrate?: boolean }).hydrate])).toEqual([
      ['food-menu', '/food/menu/:slug', true],
    ]);
  });
});
