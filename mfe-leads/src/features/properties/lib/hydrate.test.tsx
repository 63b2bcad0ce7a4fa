import { act } from 'react';
import { renderToString } from 'react-dom/server';
import type { Location, Navigator } from 'react-router-dom';
import { authStore } from '@marktplatz/shared';
import { serverRenderElementWithData, ssrIdentifierPrefix } from '@marktplatz/shared/ssr';
import { mockApi, ok, signIn, type RecordedCall, type Reply } from '@marktplatz/shared/testing';
import type { PropertyDetail } from '../types';
import { hydratePropertyPage as hydrate, propertyOfServerData, type Island } from './hydrate';
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
const serverMarkup = (property: PropertyDetail): string =>
  renderToString(serverRenderElementWithData(propertyServerRoutes, PATH, { property }), {
    identifierPrefix: ssrIdentifierPrefix('mfe_leads'),
  });

/** The shell's navigator as the island gets it (`createHref` of a path object, as react-router's links ask for it). */
const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: jest.fn(),
  push: jest.fn(),
  replace: jest.fn(),
};
const location: Location = { pathname: PATH, search: '', hash: '', state: null, key: 'default' };

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

  async function hydrateServerMarkup(property: PropertyDetail) {
    const container = document.createElement('div');
    container.setAttribute('data-ssr', 'mfe_leads');
    container.innerHTML = serverMarkup(property);
    document.body.append(container);
    const heading = container.querySelector('h1');
    const picture = container.querySelector('img');
    const form = container.querySelector('form');
    const serverHtml = container.innerHTML;
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
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
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
      server.innerHTML = serverMarkup(listing());
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
