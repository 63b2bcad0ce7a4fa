import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from '../http';
import { notify } from '../notify/toasts';
import { anHourAgo, inOneHour, makeToken, mockAdapter, type AdapterMock } from '../test/axiosMock';
import { AuthProvider, useAuth } from './AuthProvider';
import { authStore } from './store';
import { authStorage, decodeJwtPayload, isTokenValid, STORAGE_KEYS, toProfileRole, toStoredRole } from './storage';

let mock: AdapterMock | null = null;

function answer(handler: Parameters<typeof mockAdapter>[1]) {
  mock = mockAdapter(http, handler);
  return mock;
}

afterEach(() => {
  mock?.restore();
  mock = null;
  authStore.reset();
  jest.restoreAllMocks();
});

function Probe({ name = 'probe' }: { name?: string }) {
  const auth = useAuth();
  return (
    <div data-testid={name}>
      {auth.initialised ? 'initialised' : 'not-initialised'}|{auth.authenticated ? 'authenticated' : 'anonymous'}|{auth.role ?? '-'}|
      {auth.user?.first_name ?? '-'}
    </div>
  );
}

describe('storage keys and roles', () => {
  it('uses the local storage keys accessToken, user_id, banner, role, profile and settings', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(['accessToken', 'user_id', 'banner', 'role', 'profile', 'settings']);
  });

  it('stores Customer for User and Business otherwise', () => {
    expect(toStoredRole('User')).toBe('Customer');
    expect(toStoredRole('Company')).toBe('Business');
    expect(toStoredRole(undefined)).toBe('Business');
  });

  it('maps a stored or profile role back to User or Company', () => {
    expect(toProfileRole('Customer')).toBe('User');
    expect(toProfileRole('User')).toBe('User');
    expect(toProfileRole('Business')).toBe('Company');
    expect(toProfileRole(null)).toBe('Company');
  });
});

describe('isTokenValid', () => {
  it('accepts a token whose exp lies in the future, without checking the signature', () => {
    expect(isTokenValid(makeToken(inOneHour()))).toBe(true);
  });
  it('refuses an expired token, a token without exp and text that is no JWT', () => {
    expect(isTokenValid(makeToken(anHourAgo()))).toBe(false);
    expect(isTokenValid(makeToken(undefined))).toBe(false);
    expect(isTokenValid('kein.token')).toBe(false);
    expect(isTokenValid('')).toBe(false);
    expect(isTokenValid(null)).toBe(false);
  });
  it('decodes base64url payloads with non-ASCII characters', () => {
    expect(decodeJwtPayload(makeToken(1, { name: 'Jürgen Groß' }))?.name).toBe('Jürgen Groß');
  });
});

describe('start-up', () => {
  it('loads the customer profile for an unexpired token with stored role Customer', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(inOneHour()));
    window.localStorage.setItem(STORAGE_KEYS.role, 'Customer');
    const m = answer(() => ({ status: 200, data: { data: { first_name: 'Anna', role: 'Customer', user_id: 7 } } }));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('not-initialised');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('initialised|authenticated|User|Anna'));
    expect(m.requests).toHaveLength(1);
    expect(m.requests[0]!.url).toBe('/profile/customer');
    expect(m.requests[0]!.method).toBe('get');
  });

  it('loads the provider profile for any other stored role and maps it to Company', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(inOneHour()));
    window.localStorage.setItem(STORAGE_KEYS.role, 'Business');
    const m = answer(() => ({ status: 200, data: { data: { first_name: 'Bernd', role: 'Business' } } }));
    const state = await authStore.initialise();
    expect(m.requests[0]!.url).toBe('/providerProfile');
    expect(state).toMatchObject({ initialised: true, authenticated: true, role: 'Company' });
    expect(state.user?.first_name).toBe('Bernd');
  });

  it('leaves the user unauthenticated without calling the API when the token has expired', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(anHourAgo()));
    window.localStorage.setItem(STORAGE_KEYS.role, 'Customer');
    const m = answer(() => ({ status: 200, data: { data: {} } }));
    const state = await authStore.initialise();
    expect(state).toEqual({ initialised: true, authenticated: false, user: null, role: null });
    expect(m.requests).toHaveLength(0);
  });

  it('leaves the user unauthenticated when there is no token', async () => {
    const state = await authStore.initialise();
    expect(state.initialised).toBe(true);
    expect(state.authenticated).toBe(false);
  });

  it('is signed out from the first read without a session, so the start-up changes nothing (no second render)', async () => {
    const listener = jest.fn();
    const unsubscribe = authStore.subscribe(listener);
    expect(authStore.getState()).toMatchObject({ initialised: true, authenticated: false });
    await authStore.initialise();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('with a stored token it is not initialised until the profile has loaded', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(inOneHour()));
    window.localStorage.setItem(STORAGE_KEYS.role, 'Customer');
    answer(() => ({ status: 200, data: { data: { id: 7, role: 'User', name: 'Anna' } } }));
    expect(authStore.getState().initialised).toBe(false);
    const state = await authStore.initialise();
    expect(state).toMatchObject({ initialised: true, authenticated: true });
  });

  it('leaves the user unauthenticated when the profile load fails', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(inOneHour()));
    window.localStorage.setItem(STORAGE_KEYS.role, 'Customer');
    answer(() => ({ status: 500 }));
    const state = await authStore.initialise();
    expect(state).toMatchObject({ initialised: true, authenticated: false, user: null });
  });

  it('skips the start-up load after a login', async () => {
    const m = answer(() => ({ status: 200, data: { data: { first_name: 'Anna' } } }));
    authStore.login({ token: makeToken(inOneHour()), role: 'User', user_id: 3, first_name: 'Clara' });
    const state = await authStore.initialise();
    expect(m.requests).toHaveLength(0);
    expect(state.user?.first_name).toBe('Clara');
  });

  it('runs the start-up load once, however many providers mount', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(inOneHour()));
    window.localStorage.setItem(STORAGE_KEYS.role, 'Customer');
    const m = answer(() => ({ status: 200, data: { data: { first_name: 'Anna' } } }));
    render(
      <>
        <AuthProvider>
          <Probe name="a" />
        </AuthProvider>
        <AuthProvider>
          <Probe name="b" />
        </AuthProvider>
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('authenticated'));
    expect(m.requests).toHaveLength(1);
  });
});

describe('login and logout', () => {
  const loginResponse = {
    token: makeToken(inOneHour()),
    role: 'User',
    user_id: 42,
    first_name: 'Clara',
    last_name: 'Klein',
    name: 'Clara Klein',
    avatar: null,
    subscribed: true,
    is_show_cookie: false,
    registration_completed: true,
  };

  it('login stores token, user_id, role and profile and authenticates', () => {
    render(<Probe />);
    act(() => {
      authStore.login(loginResponse);
    });
    expect(window.localStorage.getItem('accessToken')).toBe(loginResponse.token);
    expect(window.localStorage.getItem('user_id')).toBe('42');
    expect(window.localStorage.getItem('role')).toBe('Customer');
    expect(JSON.parse(window.localStorage.getItem('profile') ?? '{}')).toMatchObject({ first_name: 'Clara', role: 'User' });
    expect(screen.getByTestId('probe')).toHaveTextContent('initialised|authenticated|User|Clara');
  });

  it('stores Business for a Company login', () => {
    authStore.login({ ...loginResponse, role: 'Company' });
    expect(window.localStorage.getItem('role')).toBe('Business');
    expect(authStore.getState().role).toBe('Company');
  });

  it('logout posts logout, clears the session keys but not settings, and navigates to /', async () => {
    const navigate = jest.fn();
    authStore.login(loginResponse);
    authStorage.setBanner({ canceled: true });
    window.localStorage.setItem('settings', '{"theme":"UNICORN"}');
    const m = answer(() => ({ status: 200, data: {} }));
    function LogoutButton() {
      const { logout } = useAuth();
      return (
        <button type="button" onClick={() => void logout()}>
          Abmelden
        </button>
      );
    }
    render(
      <AuthProvider navigate={navigate}>
        <LogoutButton />
        <Probe />
      </AuthProvider>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Abmelden' }).click();
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(m.requests.some((r) => r.method === 'post' && r.url === 'logout')).toBe(true);
    ['accessToken', 'user_id', 'banner', 'role', 'profile'].forEach((key) => expect(window.localStorage.getItem(key)).toBeNull());
    expect(window.localStorage.getItem('settings')).toBe('{"theme":"UNICORN"}');
    expect(screen.getByTestId('probe')).toHaveTextContent('initialised|anonymous');
  });

  it('by default logout clears the stored session and leaves the state alone while / loads anew', async () => {
    const jsdomNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    authStore.setNavigate(null);
    authStore.login(loginResponse);
    answer(() => ({ status: 200, data: {} }));
    await expect(authStore.logout()).resolves.toBe(true);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    // No „signed out“ render before the page is replaced: a login guard would redirect to /login first.
    expect(authStore.getState().authenticated).toBe(true);
    jsdomNavigation.mockRestore();
  });

  it('shows the German toast when logout fails and keeps the session', async () => {
    const failure = jest.spyOn(notify, 'error').mockReturnValue('t');
    const navigate = jest.fn();
    authStore.setNavigate(navigate);
    authStore.login(loginResponse);
    answer(() => ({ status: 500 }));
    await expect(authStore.logout()).resolves.toBe(false);
    expect(failure).toHaveBeenCalledWith('Es ist etwas schief gelaufen, bitte versuchen Sie es erneut.');
    expect(navigate).not.toHaveBeenCalled();
    expect(authStore.getState().authenticated).toBe(true);
  });

  it('signs the user out everywhere when the server reports TOKEN_EXPIRED', async () => {
    jest.spyOn(notify, 'error').mockReturnValue('t');
    authStore.login(loginResponse);
    render(<Probe />);
    answer(() => ({ status: 401, data: { code: 'TOKEN_EXPIRED' } }));
    await act(async () => {
      await http.get('/modulesList').catch(() => undefined);
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('initialised|anonymous');
  });
});

describe('one store for the page', () => {
  it('a second React root sees the same session as the first', async () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    render(
      <AuthProvider>
        <Probe name="shell" />
      </AuthProvider>,
      { container: first },
    );
    render(<Probe name="parcel" />, { container: second });
    await waitFor(() => expect(screen.getByTestId('parcel')).toHaveTextContent('initialised|anonymous'));
    act(() => {
      authStore.login({ token: 't', role: 'Company', user_id: 1, first_name: 'Dora' });
    });
    expect(screen.getByTestId('shell')).toHaveTextContent('authenticated|Company|Dora');
    expect(screen.getByTestId('parcel')).toHaveTextContent('authenticated|Company|Dora');
  });
});
