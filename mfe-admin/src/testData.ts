/** Wire data of the back office's component tests (shapes from the contract). */
import type { ApiData } from '@marktplatz/shared';
import { staffSession } from './lib/session';

export const ADMIN_ME: ApiData<'/admin/me', 'get'> = {
  id: 1,
  email: 'anna@example.com',
  name: 'Anna Admin',
  roles: ['admin'],
  credential: 'session',
  credential_roles: ['admin'],
  active: true,
  password_set: true,
  two_factor_enrolled: true,
  created_at: '2026-12-01T09:00:00.000Z',
  deactivated_at: null,
  last_seen_at: '2026-12-05T13:30:00.000Z',
  idle_minutes: 30,
  reauth_valid_until: null,
};

export const MEMBER = {
  id: 2,
  email: 'tom@example.com',
  name: 'Tom Trust',
  roles: ['trust_safety' as const],
  active: true,
  password_set: false,
  two_factor_enrolled: false,
  created_at: '2026-12-05T13:00:00.000Z',
  deactivated_at: null,
  last_seen_at: null,
};

export const SESSION = {
  token: 'mps_session-token',
  expires_at: '2026-12-05T23:00:00.000Z',
  idle_minutes: 30,
  staff: {
    ...MEMBER,
    id: 1,
    name: 'Anna Admin',
    email: 'anna@example.com',
    roles: ['admin' as const],
    password_set: true,
    two_factor_enrolled: true,
  },
};

/** Starts a staff session in this tab (as the login does). */
export function signInStaff(): void {
  staffSession.start({ token: SESSION.token, expiresAt: SESSION.expires_at, idleMinutes: 30 });
}
