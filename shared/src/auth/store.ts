/**
 * The one authentication store of the page (module level), so every React root — the shell, an area, the
 * chat parcel — sees the same session. States: not initialised → initialised (authenticated or not).
 */
import { useSyncExternalStore } from 'react';
import { http } from '../http';
import { messages } from '../messages';
import { notify } from '../notify/toasts';
import { authStorage, isTokenValid, toProfileRole, type LoginResponse, type ProfileRole, type SessionUser } from './storage';

export interface AuthState {
  initialised: boolean;
  authenticated: boolean;
  user: SessionUser | null;
  role: ProfileRole | null;
}

const INITIAL: AuthState = { initialised: false, authenticated: false, user: null, role: null };
const SIGNED_OUT: AuthState = { initialised: true, authenticated: false, user: null, role: null };

let state: AuthState = INITIAL;
let startup: Promise<AuthState> | null = null;
const listeners = new Set<() => void>();

/** Loads a page anew: the default after logout, so no personal data stays in memory (Apollo cache, forms). */
const loadPage = (to: string) => window.location.assign(to);
let navigate: (to: string) => void = loadPage;

function setState(next: AuthState) {
  state = next;
  listeners.forEach((listener) => listener());
}

authStorage.onSessionExpired(() => {
  if (state.authenticated || !state.initialised) setState(SIGNED_OUT);
});

export const PROFILE_PATHS = { Customer: '/profile/customer', Business: '/providerProfile' } as const;

async function loadProfile(): Promise<AuthState> {
  const token = authStorage.getToken();
  if (!isTokenValid(token)) {
    if (token) authStorage.clearSession();
    return SIGNED_OUT;
  }
  const storedRole = authStorage.getRole();
  try {
    const res = await http.get<{ data?: SessionUser }>(storedRole === 'Customer' ? PROFILE_PATHS.Customer : PROFILE_PATHS.Business);
    const user = res.data?.data;
    if (!user || typeof user !== 'object') return SIGNED_OUT;
    const role = toProfileRole(typeof user.role === 'string' && user.role ? user.role : storedRole);
    return { initialised: true, authenticated: true, user: { ...user, role }, role };
  } catch {
    return SIGNED_OUT;
  }
}

/**
 * Without a valid stored session there is nothing to load: the visitor is signed out from the first render on. (A
 * change of this store re-renders its subscribers synchronously — React does not slice external-store updates — so
 * the start's "not initialised → signed out" step re-rendered the whole page in one long task.) An expired token is
 * removed, as the start-up load would remove it.
 */
function settledWithoutSession(): boolean {
  const token = authStorage.getToken();
  if (isTokenValid(token)) return false;
  if (token) authStorage.clearSession();
  return true;
}

export const authStore = {
  getState(): AuthState {
    if (!state.initialised && !startup && settledWithoutSession()) state = SIGNED_OUT;
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Start-up: runs once per page; later calls return the same promise. */
  initialise(): Promise<AuthState> {
    if (!startup) {
      // After a login there is nothing to check.
      if (state.initialised) return Promise.resolve(state);
      startup = loadProfile().then((next) => {
        // A login during the start-up load wins over its result.
        if (!state.initialised) setState(next);
        return state;
      });
    }
    return startup;
  },
  /** Stores token, user_id, role and profile and marks the user authenticated. */
  login(response: LoginResponse): SessionUser {
    const user = authStorage.saveLogin(response);
    setState({ initialised: true, authenticated: true, user, role: toProfileRole(user.role) });
    return user;
  },
  /**
   * `POST logout`, then clears the session keys (not `settings`) and goes to `/`. By default `/` is loaded
   * anew, so nothing of the session stays in memory; the state is left as it is meanwhile, or a login guard on
   * the current page would redirect to the login first. With an injected `navigate` the state changes to
   * signed out before navigating. On failure the toast `Es ist etwas schief gelaufen, bitte versuchen Sie es
   * erneut.` is shown and the session stays.
   */
  async logout(): Promise<boolean> {
    try {
      await http.post('logout');
    } catch {
      // Without a token the server reported the session as expired: it is already cleared.
      if (authStorage.getToken()) {
        notify.error(messages.logoutFailed);
        return false;
      }
    }
    authStorage.clearSession();
    if (navigate !== loadPage) setState(SIGNED_OUT);
    navigate('/');
    return true;
  },
  /** Sets the function used to navigate after logout (default: `window.location.assign`). */
  setNavigate(fn: ((to: string) => void) | null): void {
    navigate = fn ?? loadPage;
  },
  /** Replaces the session user (e.g. after a profile update) and stores it. */
  updateUser(patch: Partial<SessionUser>): void {
    if (!state.user) return;
    const user = { ...state.user, ...patch };
    authStorage.setProfile(user);
    setState({ ...state, user });
  },
  /** Back to „not initialised“ (tests). */
  reset(): void {
    startup = null;
    navigate = loadPage;
    setState(INITIAL);
  },
};

/**
 * The guest's session: what a server render shows, and what the browser's hydration of it renders first. Signed out
 * (not „not initialised“): a guest's browser has that very state at once (`getState` without a session), so its
 * hydration has nothing to render again — React re-renders every subscriber in one synchronous task when the browser's
 * snapshot differs from the server's. A signed-in visitor's page follows right after hydration, as before.
 */
const serverState = (): AuthState => SIGNED_OUT;

/**
 * The session; signed out on the server and during a hydration (React takes the server snapshot there), so a server-
 * rendered page hydrates with the guest's view and the signed-in one follows right after (issue 42 §4).
 */
export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, serverState);
}
