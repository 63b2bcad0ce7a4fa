import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { authStore, notify } from '@marktplatz/shared';
import { islandNavigator, mockApi, ok, signIn, ssrContainer, testToken, type RecordedCall, type Reply } from '@marktplatz/shared/testing';
import { serverMarkup } from '@marktplatz/shared/testing/ssr';
import { hydrate, pageOfServerData, type Island } from './hydrate';
import { authServerRoutes } from './serverRoutes';

const BANNER = {
  id: 1,
  page: 'LOGIN',
  title: 'Willkommen zurück',
  subtitle: 'Schön, dass Sie da sind.',
  image: null,
  image_mobile: null,
  alt_text: null,
  button_text: null,
  button_url: null,
  position: 1,
};

/** The API: the content banner, the login and the registration. */
const api = (call: RecordedCall): Reply | undefined => {
  if (call.url === 'graphql:PageBanners') return { status: 200, data: { data: { pageBanners: { data: [BANNER] } } } };
  if (call.url === 'login') return ok({ token: testToken(), role: 'User', user_id: 7, first_name: 'Mia', registration_completed: true });
  if (call.url === 'register/customer' || call.url === 'register/provider') return ok({ requires_email_confirmation: true });
  return ok(null);
};

const at = (address: string): Location => {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' };
};

/**
 * The loader data the server writes for `address` (`{ login: { banners } }`, `{ register: { banners } }`): under the
 * route's id, the page's banners (an empty list when the server's banner call failed); `null` as an older server build
 * wrote it (no banners).
 */
const loaderDataAt = (address: string, page: { banners: unknown[] } | null = { banners: [BANNER] }) => ({
  [at(address).pathname.slice(1)]: page,
});

/**
 * The server's markup of `address` as `createServerRender` (@marktplatz/shared/ssr) renders it: the area's routes'
 * data router at that address — with its query (`?type=provider`, `?redirect=`) — and the area's `useId` prefix.
 */
const markupOf = (address: string, loaderData: Record<string, unknown> = loaderDataAt(address)): string =>
  serverMarkup({ routes: authServerRoutes, path: address, loaderData, area: 'mfe_account' });

const navigator = islandNavigator();

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** What a visitor does to a field before the browser's hydration: the browser changes the server's input, no React. */
function typeBeforeHydration(control: HTMLInputElement | HTMLSelectElement, value: string) {
  control.value = value;
}

describe('hydration of the server-rendered login and registration', () => {
  let mocked: ReturnType<typeof mockApi>;
  let island: Island | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    authStore.reset();
    window.localStorage.clear();
    mocked = mockApi(api);
    errors = jest.spyOn(console, 'error');
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    navigator.replace.mockClear();
    navigator.push.mockClear();
  });
  afterEach(() => {
    act(() => island?.unmount());
    island = null;
    jest.restoreAllMocks();
    mocked.restore();
    authStore.reset();
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  /**
   * The server's markup of `address` in the `data-ssr` element; `before` acts on it (typing, a session stored) before
   * the hydration — after the server's render, which in jsdom would see the same storage.
   */
  async function hydrateServerMarkup(
    address: string,
    before?: (container: HTMLElement) => void,
    loaderData: Record<string, unknown> = loaderDataAt(address),
  ) {
    const container = ssrContainer('mfe_account', markupOf(address, loaderData));
    const heading = container.querySelector('h1');
    const form = container.querySelector('form');
    const banner = container.querySelector('[data-testid="page-banner"]');
    before?.(container);
    await act(async () => {
      island = hydrate(container, { loaderData }, { location: at(address), navigator });
    });
    return { container, heading, form, banner };
  }

  const restCalls = () => mocked.calls.filter((call) => !call.url.startsWith('graphql:'));

  it('takes over the login with the server’s banner: same nodes, no hydration error, nothing asked for', async () => {
    const { container, heading, form, banner } = await hydrateServerMarkup('/login');
    expect(container).toHaveAttribute('data-hydrated');
    expect(heading).toHaveTextContent('Anmelden');
    expect(banner).toHaveTextContent('Willkommen zurückSchön, dass Sie da sind.');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('form')).toBe(form);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // The banner of the server's loader data: the same node, not asked for again.
    expect(container.querySelector('[data-testid="page-banner"]')).toBe(banner);
    expect(container.querySelector('[data-testid="page-banner-placeholder"]')).toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('form')).toBe(form);
    expect(errors).not.toHaveBeenCalled();
    expect(mocked.calls).toEqual([]);
    expect(navigator.replace).not.toHaveBeenCalled();
  });

  it('hydrates the login without banner when the server’s banner call failed, and does not ask again', async () => {
    const { container, heading, form } = await hydrateServerMarkup('/login', undefined, loaderDataAt('/login', { banners: [] }));
    expect(container).toHaveAttribute('data-hydrated');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('[data-testid="page-banner"]')).toBeNull();
    expect(container.querySelector('[data-testid="page-banner-placeholder"]')).toBeNull();
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('form')).toBe(form);
    expect(errors).not.toHaveBeenCalled();
    expect(mocked.calls).toEqual([]);
  });

  it('loads the banner into its placeholder when the server data has none (an older server build)', async () => {
    let placeholder: Element | null = null;
    const { container, heading, form } = await hydrateServerMarkup(
      '/login',
      (server) => (placeholder = server.querySelector('[data-testid="page-banner-placeholder"]')),
      loaderDataAt('/login', null),
    );
    expect(placeholder).not.toBeNull();
    expect(await screen.findByTestId('page-banner')).toHaveTextContent('Willkommen zurück');
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('form')).toBe(form);
    expect(errors).not.toHaveBeenCalled();
    expect(mocked.calls.map((call) => call.url)).toEqual(['graphql:PageBanners']);
  });

  it('keeps what was typed into the login before the hydration and sends it', async () => {
    const { container } = await hydrateServerMarkup('/login', (server) => {
      typeBeforeHydration(field(server, 'login'), 'mia@example.com');
      typeBeforeHydration(field(server, 'password'), 'Geheim123!');
    });
    expect(errors).not.toHaveBeenCalled();
    expect(field(container, 'login')).toHaveValue('mia@example.com');
    // A later render of the fields (focus, blur) keeps them: they are the form's values now.
    fireEvent.focus(field(container, 'login'));
    fireEvent.blur(field(container, 'login'));
    fireEvent.focus(field(container, 'password'));
    expect(field(container, 'login')).toHaveValue('mia@example.com');
    expect(field(container, 'password')).toHaveValue('Geheim123!');
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(restCalls()[0]?.data).toEqual({ email: 'mia@example.com', password: 'Geheim123!' }));
    // Signed in: the page's own redirect (the form goes with it).
    await waitFor(() =>
      expect(navigator.replace).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/account' }), undefined, expect.anything()),
    );
  });

  it('renders the guest’s login first for a signed-in visitor, then the page sends them on (no mismatch)', async () => {
    const { container } = await hydrateServerMarkup('/login?redirect=%2Faccount%2Faddresses', () => signIn('User'));
    expect(errors).not.toHaveBeenCalled();
    expect(container).toHaveAttribute('data-hydrated');
    await waitFor(() =>
      expect(navigator.replace).toHaveBeenCalledWith(
        expect.objectContaining({ pathname: '/account/addresses' }),
        undefined,
        expect.anything(),
      ),
    );
    expect(restCalls()).toEqual([]);
  });

  it('takes over the registration and keeps what was typed and picked before the hydration', async () => {
    const { container, heading, form, banner } = await hydrateServerMarkup('/register', (server) => {
      typeBeforeHydration(field(server, 'gender'), 'female');
      typeBeforeHydration(field(server, 'first_name'), 'Mia');
      typeBeforeHydration(field(server, 'last_name'), 'Klein');
      typeBeforeHydration(field(server, 'email'), 'mia@example.com');
      typeBeforeHydration(field(server, 'password'), 'Geheim123!');
      typeBeforeHydration(field(server, 'password_confirmation'), 'Geheim123!');
    });
    expect(container).toHaveAttribute('data-hydrated');
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('form')).toBe(form);
    expect(banner).not.toBeNull();
    expect(container.querySelector('[data-testid="page-banner"]')).toBe(banner);
    expect(screen.getByRole('tab', { name: 'Als Kunde' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.blur(field(container, 'first_name'));
    expect(field(container, 'gender')).toHaveValue('female');
    expect(field(container, 'first_name')).toHaveValue('Mia');
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(mocked.calls.map((call) => call.url)).toEqual(['register/customer']));
    expect(restCalls()[0]?.data).toEqual({
      gender: 'female',
      first_name: 'Mia',
      last_name: 'Klein',
      email: 'mia@example.com',
      password: 'Geheim123!',
      password_confirmation: 'Geheim123!',
    });
  });

  it('hydrates the provider registration of ?type=provider with its fields', async () => {
    const { container, form } = await hydrateServerMarkup('/register?type=provider', (server) => {
      typeBeforeHydration(field(server, 'company_name'), 'Bäckerei Sonne');
    });
    expect(container).toHaveAttribute('data-hydrated');
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBe(form);
    expect(screen.getByRole('tab', { name: 'Als Anbieter' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.focus(field(container, 'company_name'));
    fireEvent.blur(field(container, 'company_name'));
    expect(field(container, 'company_name')).toHaveValue('Bäckerei Sonne');
    // The tabs change the address through the shell's navigator (the island has no router of its own).
    fireEvent.click(screen.getByRole('tab', { name: 'Als Kunde' }));
    expect(navigator.replace).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/register', search: '' }),
      undefined,
      expect.anything(),
    );
  });

  it('reads the page from the route id in the server data only, and its banners when they are a list of banners', () => {
    expect(pageOfServerData('login', { loaderData: { login: { banners: [BANNER] } } })).toEqual({ banners: [BANNER] });
    expect(pageOfServerData('register', { loaderData: { register: { banners: [] } } })).toEqual({ banners: [] });
    expect(pageOfServerData('login', { loaderData: { login: null } })).toEqual({});
    expect(pageOfServerData('login', { loaderData: { login: { banners: 'Willkommen' } } })).toEqual({});
    expect(pageOfServerData('login', { loaderData: { login: { banners: [{ title: 3 }] } } })).toEqual({});
    expect(pageOfServerData('register', { loaderData: { login: null } })).toBeNull();
    expect(pageOfServerData('login', { loaderData: {} })).toBeNull();
    expect(pageOfServerData('login', null)).toBeNull();
    expect(pageOfServerData('login', 'Seite')).toBeNull();
    const container = document.createElement('div');
    expect(hydrate(container, { loaderData: {} }, { location: at('/login'), navigator })).toBeNull();
    expect(hydrate(container, { loaderData: { product: {} } }, { location: at('/login'), navigator })).toBeNull();
  });
});
