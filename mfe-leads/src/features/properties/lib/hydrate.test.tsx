import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { authStore, familyStateStore } from '@marktplatz/shared';
import {
  islandLocation,
  islandNavigator,
  mockApi,
  nextTask,
  ok,
  signIn,
  ssrContainer,
  type RecordedCall,
  type Reply,
} from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import type { FinderResult } from '../pages/FinderPage';
import type { PropertyCard, PropertyDetail } from '../types';
import {
  hydratePropertyListPage,
  hydratePropertyPage as hydrate,
  propertyListOfServerData,
  propertyOfServerData,
  PROPERTY_SEARCH_ROUTE,
  type Island,
} from './hydrate';
import { PROPERTY_SEARCH_PATH } from './propertyJsonLd';
import { propertyServerRoutes } from './serverRoutes';

const PATH = '/property-detail/3-zimmer-wohnung-in-berlin-1';

/** The listing as `api/propertyBySlug` answers it (the server route's loader data, route id `property`). */
const listing = (overrides: Partial<PropertyDetail> = {}): PropertyDetail => ({
  id: 7,
  slug: '3-zimmer-wohnung-in-berlin-1',
  title: '3-Zimmer-Wohnung in Berlin',
  property_type: 'wohnung',
  rooms: 3,
  living_area: 78.4,
  living_area_text: '78,40 m²',
  price: 245000,
  postal_code: '10115',
  city: 'Berlin',
  image: '/properties/images/wohnung-0.svg',
  energy_class: 'B',
  created_at: '2026-11-01T00:00:00.000Z',
  description: 'Helle Wohnung in ruhiger Lage.',
  gallery: ['/properties/images/wohnung-0.svg', '/properties/images/grundriss-40.svg'],
  energy: {
    certificate_type: 'Bedarfsausweis',
    energy_value_kwh: 72.5,
    energy_class: 'B',
    main_energy_source: 'Fernwärme',
    construction_year: 1998,
  },
  provider_id: 3,
  ...overrides,
});

const api = (call: RecordedCall): Reply | undefined => (call.url === 'api/propertyBySlug' ? ok(listing()) : ok(null));

/** The server's markup of the property page as `createServerRender` (@marktplatz/shared/ssr) renders it. */
const markupOf = (property: PropertyDetail): string =>
  serverMarkup({ routes: propertyServerRoutes, path: PATH, loaderData: { property }, area: 'mfe_leads' });

const field = (container: ParentNode, name: string) =>
  container.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

/** What a visitor does to a field before the browser's hydration: the browser changes the server's input, no React. */
function typeBeforeHydration(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  control.value = value;
}

const navigator = islandNavigator();
const location = islandLocation(PATH);

describe('hydration of the server-rendered property page', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    authStore.reset();
    mocked = mockApi(api);
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    mocked.restore();
    authStore.reset();
    document.body.innerHTML = '';
    document.title = '';
  });

  /** The server's markup hydrated in a `data-ssr` element; `beforeHydration` acts on the server's markup first. */
  async function hydrateServerMarkup(property: PropertyDetail, beforeHydration?: (server: HTMLElement) => void) {
    const container = ssrContainer('mfe_leads', markupOf(property));
    const heading = container.querySelector('h1');
    const picture = container.querySelector('img');
    const form = container.querySelector('form');
    const serverHtml = container.innerHTML;
    beforeHydration?.(container);
    await act(async () => {
      island = hydrate(container, { loaderData: { property } }, { location, navigator });
    });
    return { container, heading, picture, form, serverHtml };
  }

  it('takes over the server markup: same nodes, no hydration error, no second request for the listing', async () => {
    const { container, heading, picture, form, serverHtml } = await hydrateServerMarkup(listing());
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('3-Zimmer-Wohnung in Berlin');
    expect(container.querySelector('h1')).toBe(heading);
    // The gallery's first picture (the page's largest element) and the viewing form stay the server's nodes.
    expect(picture).toHaveAttribute('src', '/properties/images/wohnung-0.svg');
    expect(container.querySelector('img')).toBe(picture);
    expect(container.querySelector('form')).toBe(form);
    for (const text of ['245.000 €', '78,40 m²', '10115 Berlin', 'Bedarfsausweis', 'Fernwärme', 'Besichtigung anfragen'])
      expect(container).toHaveTextContent(text);
    expect(errors).not.toHaveBeenCalled();
    await nextTask();
    expect(mocked.calls.map((call) => call.url)).not.toContain('api/propertyBySlug');
    expect(container.querySelector('h1')).toBe(heading);
    // A guest's page is the server's markup as it was (the data-hydrated mark aside).
    expect(container.innerHTML).toBe(serverHtml);
    expect(document.title).toContain('3-Zimmer-Wohnung in Berlin');
  });

  it('hydrates a listing without pictures or energy certificate the same way', async () => {
    const { container, heading } = await hydrateServerMarkup(listing({ gallery: [], image: null, energy: null }));
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('img')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(mocked.calls.map((call) => call.url)).not.toContain('api/propertyBySlug');
  });

  it('renders the guest’s empty form first for a signed-in visitor, then fills in the name in the same field (no mismatch)', async () => {
    signIn('User', { first_name: 'Anna', last_name: 'Schneider' });
    const serverName = (() => {
      const server = document.createElement('div');
      server.innerHTML = markupOf(listing());
      return server.querySelector<HTMLInputElement>('input[name="name"]')?.value;
    })();
    expect(serverName).toBe('');
    const { container } = await hydrateServerMarkup(listing());
    const name = container.querySelector<HTMLInputElement>('input[name="name"]');
    expect(container).toHaveAttribute('data-hydrated');
    expect(name).toHaveValue('Anna Schneider');
    expect(container.querySelector('input[name="name"]')).toBe(name);
    expect(errors).not.toHaveBeenCalled();
    expect(mocked.calls.map((call) => call.url)).not.toContain('api/propertyBySlug');
  });

  it('keeps what was typed into the viewing request before the hydration and sends it', async () => {
    const { container, form } = await hydrateServerMarkup(listing(), (server) => {
      typeBeforeHydration(field(server, 'name'), 'Jonas Weber');
      typeBeforeHydration(field(server, 'email'), 'jonas@example.de');
      typeBeforeHydration(field(server, 'message'), 'Passt Samstag?');
    });
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('form')).toBe(form);
    // A later render of the fields (focus, blur) keeps them: they are the form's values now.
    await act(async () => {
      field(container, 'name').focus();
      field(container, 'name').blur();
      field(container, 'message').focus();
      field(container, 'message').blur();
    });
    expect(field(container, 'name')).toHaveValue('Jonas Weber');
    expect(field(container, 'email')).toHaveValue('jonas@example.de');
    expect(field(container, 'message')).toHaveValue('Passt Samstag?');
    expect(errors).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.submit(form!);
    });
    await waitFor(() => expect(mocked.calls.filter((call) => call.url === 'api/property_appointment')).toHaveLength(1));
    expect(mocked.calls.find((call) => call.url === 'api/property_appointment')?.data).toEqual({
      property_id: 7,
      name: 'Jonas Weber',
      email: 'jonas@example.de',
      phone: '',
      preferred_date: '',
      message: 'Passt Samstag?',
    });
  });

  it('keeps what a signed-in visitor typed before the hydration when the account’s name fills in the other fields', async () => {
    signIn('User', { first_name: 'Anna', last_name: 'Schneider' });
    const { container } = await hydrateServerMarkup(listing(), (server) => {
      typeBeforeHydration(field(server, 'phone'), '030 1234567');
      typeBeforeHydration(field(server, 'message'), 'Passt Samstag?');
    });
    expect(container).toHaveAttribute('data-hydrated');
    expect(field(container, 'name')).toHaveValue('Anna Schneider');
    await act(async () => {
      field(container, 'phone').focus();
      field(container, 'phone').blur();
    });
    expect(field(container, 'phone')).toHaveValue('030 1234567');
    expect(field(container, 'message')).toHaveValue('Passt Samstag?');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads the listing from the server data only', () => {
    const property = listing();
    expect(propertyOfServerData({ loaderData: { property } })).toEqual(property);
    expect(propertyOfServerData({ loaderData: { property: listing({ energy: null }) } })).toEqual(listing({ energy: null }));
    expect(propertyOfServerData(null)).toBeNull();
    expect(propertyOfServerData('Seite')).toBeNull();
    expect(propertyOfServerData({})).toBeNull();
    expect(propertyOfServerData({ loaderData: {} })).toBeNull();
    expect(propertyOfServerData({ loaderData: { property: null } })).toBeNull();
    expect(propertyOfServerData({ loaderData: { properties: { rows: [] } } })).toBeNull();
    for (const broken of [
      { ...property, id: '7' },
      { ...property, slug: '' },
      { ...property, title: undefined },
      { ...property, gallery: null },
      { ...property, gallery: [1] },
      { ...property, price: '245000' },
      { ...property, rooms: undefined },
      { ...property, energy: 'B' },
    ])
      expect(propertyOfServerData({ loaderData: { property: broken } })).toBeNull();
    expect(hydrate(document.createElement('div'), null, { location, navigator })).toBeNull();
    expect(hydrate(document.createElement('div'), { loaderData: {} }, { location, navigator })).toBeNull();
  });
});

/** A listing's card as `api/finder` answers it. */
const card = (overrides: Partial<PropertyCard> = {}): PropertyCard => ({
  id: 12,
  slug: '5-zimmer-reihenhaus-in-bremen-12',
  title: '5-Zimmer-Reihenhaus in Bremen',
  property_type: 'haus',
  rooms: 5,
  living_area: 218.15,
  living_area_text: '218,15 m²',
  price: 716250,
  postal_code: '28195',
  city: 'Bremen',
  image: '/properties/images/haus-10.svg',
  energy_class: 'G',
  created_at: '2026-11-02T00:00:00.000Z',
  ...overrides,
});

/** The guest's first page as the server route's loader has it (route id `properties`). */
const firstPage = (): FinderResult => ({
  rows: [card(), card({ id: 7, slug: '3-zimmer-wohnung-in-berlin-1', title: '3-Zimmer-Wohnung in Berlin', image: null, rooms: 3.5 })],
  meta: { current_page: 1, last_page: 3, per_page: 5, total: 12 },
  sorts: {},
});

/** What the visitor's own query finds (a returning visitor's filters). */
const VISITORS_CARD = card({ id: 30, slug: 'haus-mit-garten-in-kiel-30', title: 'Haus mit Garten in Kiel', price: 389000 });

describe('hydration of the server-rendered property search', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  const searchAt = islandLocation(PROPERTY_SEARCH_PATH);
  beforeEach(() => {
    authStore.reset();
    sessionStorage.clear();
    familyStateStore.resetMemory();
    mocked = mockApi((call) =>
      call.url === 'api/finder'
        ? ok([VISITORS_CARD], { meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 }, sorts: {} })
        : undefined,
    );
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    errors.mockRestore();
    mocked.restore();
    authStore.reset();
    sessionStorage.clear();
    familyStateStore.resetMemory();
    document.body.innerHTML = '';
    document.title = '';
  });

  /** The server's markup of `/properties` as `createServerRender` renders it. */
  const listMarkup = (result: FinderResult): string =>
    serverMarkup({ routes: propertyServerRoutes, path: PROPERTY_SEARCH_PATH, loaderData: { properties: result }, area: 'mfe_leads' });

  /** The sort's field (after the filters' form) and its hint, by the field's label. */
  const sortField = (container: HTMLElement): HTMLSelectElement | null => {
    const label = [...container.querySelectorAll('label')].find((node) => node.textContent === 'Sortieren nach');
    return label ? (container.ownerDocument.getElementById(label.htmlFor) as HTMLSelectElement | null) : null;
  };
  const sortHintOf = (container: HTMLElement): HTMLElement | null => {
    const id = sortField(container)?.id;
    return id ? container.ownerDocument.getElementById(`${id}-hint`) : null;
  };

  /** The server's markup in a `data-ssr` element; `beforeHydration` runs after the server's render (e.g. storage). */
  async function hydrateList(result: FinderResult, beforeHydration?: () => void) {
    const container = ssrContainer('mfe_leads', listMarkup(result));
    beforeHydration?.();
    const nodes = {
      heading: container.querySelector('h1'),
      firstCard: container.querySelector('ul[aria-label="Suchergebnisse"] > li'),
      picture: container.querySelector('ul[aria-label="Suchergebnisse"] img'),
      sort: sortField(container),
      sortHint: sortHintOf(container),
      form: container.querySelector('form'),
    };
    const serverHtml = container.innerHTML;
    await act(async () => {
      island = hydratePropertyListPage(container, { loaderData: { properties: result } }, { location: searchAt, navigator });
    });
    await nextTask();
    return { container, nodes, serverHtml };
  }

  const finderCalls = () => mocked.calls.filter((call) => call.url === 'api/finder');

  it("takes over the guest's first page: same nodes, no hydration error, no second request for the list", async () => {
    const { container, nodes, serverHtml } = await hydrateList(firstPage());
    expect(container).toHaveAttribute('data-hydrated');
    expect(nodes.heading).toHaveTextContent('Immobilien');
    expect(container.querySelector('h1')).toBe(nodes.heading);
    // The first card and its picture (the largest element of the list) stay the server's nodes.
    expect(nodes.firstCard).toHaveTextContent('5-Zimmer-Reihenhaus in Bremen');
    expect(container.querySelector('ul[aria-label="Suchergebnisse"] > li')).toBe(nodes.firstCard);
    expect(nodes.picture).toHaveAttribute('src', '/properties/images/haus-10.svg');
    expect(container.querySelector('ul[aria-label="Suchergebnisse"] img')).toBe(nodes.picture);
    expect(container.querySelector('form')).toBe(nodes.form);
    for (const text of [
      '12 Immobilien',
      '716.250 €',
      '218,15 m² Wohnfläche',
      '3,5 Zimmer',
      'Suche eingrenzen',
      'Aktualität (neueste zuerst)',
    ])
      expect(container).toHaveTextContent(text);
    expect(errors).not.toHaveBeenCalled();
    expect(finderCalls()).toEqual([]);
    // A guest's page is the server's markup as it was (the data-hydrated mark aside).
    expect(container.innerHTML).toBe(serverHtml);
    expect(document.title).toContain('Immobilien');
  });

  it('renders the server’s guest page first for a returning visitor, then loads the remembered query in the same nodes', async () => {
    const { container, nodes } = await hydrateList(firstPage(), () =>
      // Remembered in this tab's session: put into storage only after the server's render (jsdom shares the storage).
      familyStateStore.set('property', { sort: { key: 'price', direction: 'asc' }, filters: { type: 'haus', postal_code: '24103' } }),
    );
    expect(container).toHaveAttribute('data-hydrated');
    expect(errors).not.toHaveBeenCalled();
    // The visitor's own query, loaded once after hydration (not the guest's page again).
    expect(finderCalls()).toHaveLength(1);
    expect(finderCalls()[0]!.params).toMatchObject({ type: 'haus', postal_code: '24103', sort: 'price_asc', page: 1 });
    expect(await screen.findByRole('link', { name: 'Haus mit Garten in Kiel' })).toBeInTheDocument();
    expect(container).toHaveTextContent('1 Immobilie');
    // Heading, form, sort field and its hint are the server's nodes: the hint was there from the start (no shift).
    expect(container.querySelector('h1')).toBe(nodes.heading);
    expect(container.querySelector('form')).toBe(nodes.form);
    expect(sortField(container)).toBe(nodes.sort);
    expect(nodes.sort).toHaveValue('price_asc');
    expect(nodes.sortHint).toHaveTextContent('Die Entfernung wird ab der eingegebenen Postleitzahl gemessen.');
    expect(sortHintOf(container)).toBe(nodes.sortHint);
    expect(screen.getByLabelText('Objektart')).toHaveValue('haus');
    expect(screen.getByLabelText('Postleitzahl')).toHaveValue('24103');
  });

  it('keeps filters typed and picked in the server’s form before the hydration and searches with them', async () => {
    const { container, nodes } = await hydrateList(firstPage(), () => {
      const server = document.querySelector<HTMLElement>('[data-ssr="mfe_leads"]')!;
      typeBeforeHydration(field(server, 'type'), 'haus');
      typeBeforeHydration(field(server, 'postal_code'), '24103');
      typeBeforeHydration(field(server, 'price_max'), '400000');
    });
    expect(container).toHaveAttribute('data-hydrated');
    await act(async () => {
      field(container, 'postal_code').focus();
      field(container, 'postal_code').blur();
    });
    expect(field(container, 'type')).toHaveValue('haus');
    expect(field(container, 'postal_code')).toHaveValue('24103');
    expect(field(container, 'price_max')).toHaveValue('400000');
    expect(errors).not.toHaveBeenCalled();
    expect(finderCalls()).toEqual([]);
    await act(async () => {
      fireEvent.submit(nodes.form!);
    });
    await waitFor(() => expect(finderCalls()).toHaveLength(1));
    expect(finderCalls()[0]!.params).toMatchObject({ type: 'haus', postal_code: '24103', price_max: '400000' });
  });

  it('hydrates a signed-in visitor’s search and an empty result the same way (nothing personal on the page)', async () => {
    signIn('User', { first_name: 'Anna', last_name: 'Schneider' });
    const empty: FinderResult = { rows: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, sorts: {} };
    const { container, nodes, serverHtml } = await hydrateList(empty);
    expect(container).toHaveAttribute('data-hydrated');
    expect(container).toHaveTextContent('Keine Immobilie passt zu Ihrer Suche.');
    expect(container.querySelector('h1')).toBe(nodes.heading);
    expect(container.innerHTML).toBe(serverHtml);
    expect(errors).not.toHaveBeenCalled();
    expect(finderCalls()).toEqual([]);
  });

  it('reads the first page from its own route’s server data only', () => {
    const result = firstPage();
    expect(PROPERTY_SEARCH_ROUTE.path).toBe(PROPERTY_SEARCH_PATH);
    expect(propertyServerRoutes.find((route) => route.path === PROPERTY_SEARCH_PATH)?.id).toBe(PROPERTY_SEARCH_ROUTE.id);
    expect(propertyListOfServerData({ loaderData: { properties: result } })).toEqual(result);
    expect(propertyListOfServerData({ loaderData: { property: listing() } })).toBeNull();
    expect(propertyListOfServerData(null)).toBeNull();
    expect(propertyListOfServerData({ loaderData: {} })).toBeNull();
    expect(propertyOfServerData({ loaderData: { properties: result } })).toBeNull();
    for (const broken of [
      { ...result, rows: null },
      { ...result, meta: null },
      { ...result, meta: { ...result.meta, total: '12' } },
      { ...result, rows: [{ ...card(), slug: '' }] },
      { ...result, rows: [{ ...card(), price: '716250' }] },
      { ...result, rows: [{ ...card(), image: 3 }] },
      { ...result, rows: [{ ...card(), title: undefined }] },
    ])
      expect(propertyListOfServerData({ loaderData: { properties: broken } })).toBeNull();
    expect(
      hydratePropertyListPage(document.createElement('div'), { loaderData: { property: listing() } }, { location: searchAt, navigator }),
    ).toBeNull();
  });
});
