/** The session in local storage and the roles. */

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  userId: 'user_id',
  banner: 'banner',
  role: 'role',
  profile: 'profile',
  settings: 'settings',
} as const;

/** Role of an account as the API names it. */
export type ProfileRole = 'User' | 'Company';
/** Role as kept in local storage. */
export type StoredRole = 'Customer' | 'Business';

/** Session user (spec 01 §3). */
export interface SessionUser {
  avatar?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  subscribed?: boolean | number | null;
  role?: string | null;
  user_id?: number | string | null;
  name?: string | null;
  is_show_cookie?: boolean | number | null;
  [key: string]: unknown;
}

/** Login response (spec 01 §3). */
export interface LoginResponse {
  token: string;
  role: string;
  avatar?: string | null;
  last_name?: string | null;
  first_name?: string | null;
  subscribed?: boolean | number | null;
  user_id: number | string;
  name?: string | null;
  is_show_cookie?: boolean | number | null;
  registration_completed?: boolean | number | null;
}

/** Stored banner state (spec 01 §3). */
export interface BannerState {
  registration_completed?: boolean | number | null;
  canceled?: boolean | number | null;
  role?: string | null;
}

/** The stored role is Customer for User and Business otherwise. */
export function toStoredRole(role: string | null | undefined): StoredRole {
  return role === 'User' || role === 'Customer' ? 'Customer' : 'Business';
}

/** The role of a loaded profile mapped back: Customer (or User) → User, anything else → Company. */
export function toProfileRole(storedRole: string | null | undefined): ProfileRole {
  return storedRole === 'Customer' || storedRole === 'User' ? 'User' : 'Company';
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, without checking its signature; null when it cannot be read. */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length < 2 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A token is valid while its `exp` (seconds since the epoch) lies in the future. No signature check. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  const payload = decodeJwtPayload(token);
  const exp = payload?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > now;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

const expiredListeners = new Set<() => void>();

/** Reading and writing the session keys. `profile` holds the session user as JSON. */
export const authStorage = {
  getToken(): string | null {
    return storage()?.getItem(STORAGE_KEYS.accessToken) ?? null;
  },
  setToken(token: string): void {
    storage()?.setItem(STORAGE_KEYS.accessToken, token);
  },
  getUserId(): string | null {
    return storage()?.getItem(STORAGE_KEYS.userId) ?? null;
  },
  getRole(): StoredRole | null {
    const role = storage()?.getItem(STORAGE_KEYS.role);
    return role === 'Customer' || role === 'Business' ? role : null;
  },
  getProfile(): SessionUser | null {
    return readJson<SessionUser>(STORAGE_KEYS.profile);
  },
  setProfile(user: SessionUser): void {
    storage()?.setItem(STORAGE_KEYS.profile, JSON.stringify(user));
  },
  getBanner(): BannerState | null {
    return readJson<BannerState>(STORAGE_KEYS.banner);
  },
  setBanner(banner: BannerState): void {
    storage()?.setItem(STORAGE_KEYS.banner, JSON.stringify(banner));
  },
  /** Stores token, user_id, role (Customer/Business) and profile of a login response. */
  saveLogin(response: LoginResponse): SessionUser {
    const s = storage();
    const { token, registration_completed: _registrationCompleted, ...rest } = response;
    const user: SessionUser = { ...rest, role: toProfileRole(toStoredRole(response.role)) };
    s?.setItem(STORAGE_KEYS.accessToken, token);
    s?.setItem(STORAGE_KEYS.userId, String(response.user_id));
    s?.setItem(STORAGE_KEYS.role, toStoredRole(response.role));
    s?.setItem(STORAGE_KEYS.profile, JSON.stringify(user));
    return user;
  },
  /** Removes the session keys; `settings` (theme) stays. */
  clearSession(): void {
    const s = storage();
    if (!s) return;
    [STORAGE_KEYS.accessToken, STORAGE_KEYS.userId, STORAGE_KEYS.banner, STORAGE_KEYS.role, STORAGE_KEYS.profile].forEach((key) =>
      s.removeItem(key),
    );
  },
  /** True when a stored token has not expired. */
  hasValidToken(): boolean {
    return isTokenValid(authStorage.getToken());
  },
  /** Clears the session and tells the auth store (used when the server reports TOKEN_INVALID/EXPIRED). */
  expireSession(): void {
    authStorage.clearSession();
    expiredListeners.forEach((listener) => listener());
  },
  onSessionExpired(listener: () => void): () => void {
    expiredListeners.add(listener);
    return () => {
      expiredListeners.delete(listener);
    };
  },
};
