import { act } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
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
import type { WorldCategory, WorldRoute } from '../types';
import { categoryOfServerData, hydrateCategoryPage as hydrate, hydrateWorldsPage, worldsOfServerData } from './hydrate';
import { worldServerRoutes, type CategoryPageData } from './serverRoutes';
import { WORLDS_ROUTES } from './worldsRoutes';
import type { Island } from '@marktplatz/shared/ssr/hydrate';

const leadRoute = (id: number, name: string, slug: string, provider: string): WorldRoute => ({
  id,
  name,
  slug,
  description: `${name} aus einer Hand.`,
  postal_code: '10115',
  radius: 30,
  world_category_id: 1,
  provider: { id: id + 100, name: provider },
});

/** A category as `v2/world/categorys/:slug` answers it (one element), with `routes` as its services. */
const category = (routes: WorldRoute[]): WorldCategory => ({
  id: 1,
  title: 'Badsanierung',
  slug: 'badsanierung',
  image: null,
  description: 'Vom neuen Waschtisch bis zum barrierefreien Bad.',
  view_count: 42,
  lead_routes: routes,
});
const TWO = [
  leadRoute(11, 'Komplettbad', 'sanitaer-meier-komplettbad', 'Sanitär Meier GmbH'),
  leadRoute(12, 'Barrierefreies Bad', 'bad-und-mehr-barrierefrei', 'Bad & mehr'),
];

const QUESTION = { id: 5, question: 'Wie groß ist das Bad?', answer_type: 'text', is_required: false, options: [] };
const api = (call: RecordedCall): Reply | undefined => {
  if (call.url === 'api/getQuestionsByLeadRoute') return ok([QUESTION]);
  if (call.url === 'api/providerByLeadRoute') return ok({ providers: [], call_to_actions: [] });
  return ok(null);
};

/** The server's markup of the page at `path` as `createServerRender` renders it, with the route `id`'s loader data. */
const markupOf = (path: string, id: string, data: CategoryPageData): string =>
  serverMarkup({ routes: worldServerRoutes, path, loaderData: { [id]: data }, area: 'mfe_leads' });

const navigator = islandNavigator();

describe('hydration of the server-rendered lead category pages', () => {
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
  });

  async function hydrateServerMarkup(path: string, id: string, data: CategoryPageData) {
    const container = ssrContainer('mfe_leads', markupOf(path, id, data));
    const heading = container.querySelector('h1');
    const serverHtml = container.innerHTML;
    await act(async () => {
      island = hydrate(container, { loaderData: { [id]: data } }, { location: islandLocation(path), navigator });
    });
    await nextTask();
    return { container, heading, serverHtml };
  }

  const urls = () => mocked.calls.map((call) => call.url);

  it('takes over a category with its services to choose from: same nodes, no request for the category, no hydration error', async () => {
    const { container, heading, serverHtml } = await hydrateServerMarkup('/world-category/lead/badsanierung', 'world-category', {
      categories: [category(TWO)],
    });
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Badsanierung');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.innerHTML).toBe(serverHtml);
    expect(errors).not.toHaveBeenCalled();
    expect(urls()).not.toContain('v2/world/categorys/badsanierung');
    // The view count is counted in the browser, after hydration.
    expect(urls()).toContain('setWorldViewCounts');
    // The hydrated page answers: choosing a service shows its wizard (the guest's sign-in).
    fireEvent.click(screen.getByRole('radio', { name: /Barrierefreies Bad – Bad & mehr/ }));
    expect(await screen.findByRole('heading', { name: 'Ihre Anfrage an Bad & mehr' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden oder registrieren' })).toBeInTheDocument();
  });

  it('takes over a provider’s service page with its wizard in the guest’s view', async () => {
    const path = '/world-category/lead/badsanierung/sanitaer-meier-komplettbad';
    const { container, heading } = await hydrateServerMarkup(path, 'world-category-service', {
      categories: [category(TWO)],
      providerSlug: 'sanitaer-meier-komplettbad',
    });
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.getByRole('heading', { name: 'Ihre Anfrage an Sanitär Meier GmbH' })).toBeInTheDocument();
    expect(screen.queryByText('Bad & mehr', { exact: false })).toBeNull();
    // The wizard's form is the browser's own (session and questions load there): the server's markup has none whose
    // typing the hydration could lose (one rendered on the server would be a `ServerRenderedForm`).
    expect(container.querySelector('form')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(urls()).not.toContain('v2/world/categorys/badsanierung');
  });

  it('renders the guest’s wizard first for a signed-in customer, then the form (no mismatch)', async () => {
    signIn('User');
    const path = '/world-category/lead/badsanierung';
    const data = { categories: [category(TWO.slice(0, 1))] };
    const server = document.createElement('div');
    server.innerHTML = markupOf(path, 'world-category', data);
    expect(server).toHaveTextContent('Bitte melden Sie sich an, um eine Anfrage zu senden.');
    const { container, heading } = await hydrateServerMarkup(path, 'world-category', data);
    expect(container).toHaveAttribute('data-hydrated');
    expect(container.querySelector('h1')).toBe(heading);
    expect(await screen.findByLabelText('Wie groß ist das Bad?')).toBeInTheDocument();
    expect(screen.queryByText('Bitte melden Sie sich an, um eine Anfrage zu senden.')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(urls()).not.toContain('v2/world/categorys/badsanierung');
  });

  it('reads the category from its own route’s server data only', () => {
    const data = { categories: [category(TWO)] };
    expect(categoryOfServerData('world-category', { loaderData: { 'world-category': data } })).toEqual(data);
    const service = { ...data, providerSlug: 'sanitaer-meier-komplettbad' };
    expect(categoryOfServerData('world-category-service', { loaderData: { 'world-category-service': service } })).toEqual(service);
    expect(categoryOfServerData('world-category-service', { loaderData: { 'world-category': data } })).toBeNull();
    expect(categoryOfServerData('world-category', null)).toBeNull();
    expect(categoryOfServerData('world-category', { loaderData: {} })).toBeNull();
    expect(categoryOfServerData('world-category', { loaderData: { property: { id: 7 } } })).toBeNull();
    for (const broken of [
      { categories: [] },
      { categories: null },
      { categories: [{ ...category(TWO), title: 7 }] },
      { categories: [{ ...category(TWO), lead_routes: null }] },
      { categories: [category([{ ...TWO[0]!, provider: null } as unknown as WorldRoute])] },
      { categories: [category([{ ...TWO[0]!, id: '11' } as unknown as WorldRoute])] },
      { ...data, providerSlug: 3 },
    ])
      expect(categoryOfServerData('world-category', { loaderData: { 'world-category': broken } })).toBeNull();
    expect(
      hydrate(document.createElement('div'), { loaderData: { property: {} } }, { location: islandLocation('/'), navigator }),
    ).toBeNull();
  });
});

/** The living worlds' list as `v2/world/categorys/bauen-wohnen` answers it (every category with its lead routes). */
const WORLDS: WorldCategory[] = [
  category(TWO),
  {
    id: 2,
    title: 'Dachdämmung',
    slug: 'dachdaemmung',
    image: null,
    description: 'Dämmen Sie Ihr Dach und sparen Sie Heizkosten.',
    view_count: 7,
    lead_routes: [leadRoute(21, 'Aufsparrendämmung', 'dachbau-schulz-aufsparren', 'Dachbau Schulz')],
  },
  { id: 3, title: 'Gartenbau', slug: 'gartenbau', image: null, description: '', view_count: 0, lead_routes: [] },
];

describe('hydration of the server-rendered living worlds', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    authStore.reset();
    mocked = mockApi(() => ok(null));
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

  async function hydrateWorlds(path: string, id: string, categories: WorldCategory[]) {
    const container = ssrContainer(
      'mfe_leads',
      serverMarkup({ routes: worldServerRoutes, path, loaderData: { [id]: categories }, area: 'mfe_leads' }),
    );
    const heading = container.querySelector('h1');
    const firstCard = container.querySelector('ul > li');
    const serverHtml = container.innerHTML;
    await act(async () => {
      island = hydrateWorldsPage(container, { loaderData: { [id]: categories } }, { location: islandLocation(path), navigator });
    });
    await nextTask();
    return { container, heading, firstCard, serverHtml };
  }

  it.each(WORLDS_ROUTES.map((route) => [route.path, route.id, route.title]))(
    'takes over %s under its own title: same nodes, no request for the list, no hydration error',
    async (path, id, title) => {
      const { container, heading, firstCard, serverHtml } = await hydrateWorlds(path, id, WORLDS);
      expect(container).toHaveAttribute('data-hydrated');
      expect(heading).toHaveTextContent(title);
      expect(container.querySelector('h1')).toBe(heading);
      expect(firstCard).toHaveTextContent('Badsanierung');
      expect(container.querySelector('ul > li')).toBe(firstCard);
      for (const text of ['Vom neuen Waschtisch', '2 Fachbetriebe', '1 Fachbetrieb', 'Noch keine Fachbetriebe'])
        expect(container).toHaveTextContent(text);
      expect(errors).not.toHaveBeenCalled();
      expect(mocked.calls).toEqual([]);
      expect(container.innerHTML).toBe(serverHtml);
      expect(document.title).toContain(title);
      // The hydrated links move the shell's router.
      fireEvent.click(screen.getByRole('link', { name: 'Dachdämmung' }));
      expect(navigator.push).toHaveBeenLastCalledWith(
        expect.objectContaining({ pathname: '/world-category/lead/dachdaemmung' }),
        undefined,
        expect.anything(),
      );
    },
  );

  it('takes over the empty list and a signed-in visitor’s page the same way', async () => {
    signIn('User');
    const { container, heading, serverHtml } = await hydrateWorlds('/bauen-wohnen', 'bauen-wohnen', []);
    expect(container).toHaveAttribute('data-hydrated');
    expect(container).toHaveTextContent('Zurzeit gibt es keine Themenwelten.');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.innerHTML).toBe(serverHtml);
    expect(errors).not.toHaveBeenCalled();
    expect(mocked.calls).toEqual([]);
  });

  it('reads the list from its own route’s server data only', () => {
    expect(
      worldServerRoutes.filter((route) => route.path === '/bauen-wohnen' || route.path === '/living_worlds').map((route) => route.id),
    ).toEqual(WORLDS_ROUTES.map((route) => route.id));
    expect(worldsOfServerData('bauen-wohnen', { loaderData: { 'bauen-wohnen': WORLDS } })).toEqual(WORLDS);
    expect(worldsOfServerData('bauen-wohnen', { loaderData: { 'bauen-wohnen': [] } })).toEqual([]);
    expect(worldsOfServerData('living-worlds', { loaderData: { 'bauen-wohnen': WORLDS } })).toBeNull();
    expect(worldsOfServerData('bauen-wohnen', null)).toBeNull();
    expect(worldsOfServerData('bauen-wohnen', { loaderData: { 'world-category': { categories: WORLDS } } })).toBeNull();
    for (const broken of [
      null,
      { categories: WORLDS },
      [{ ...WORLDS[0], title: 7 }],
      [{ ...WORLDS[0], id: '1' }],
      [{ ...WORLDS[0], description: 3 }],
      [{ ...WORLDS[0], lead_routes: null }],
      [{ ...WORLDS[0], lead_routes: [{ ...TWO[0], provider: null }] }],
    ])
      expect(worldsOfServerData('bauen-wohnen', { loaderData: { 'bauen-wohnen': broken } })).toBeNull();
    expect(
      hydrateWorldsPage(
        document.createElement('div'),
        { loaderData: { 'world-category': { categories: WORLDS } } },
        { location: islandLocation('/bauen-wohnen'), navigator },
      ),
    ).toBeNull();
  });
});
