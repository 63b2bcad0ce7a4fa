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

/** A picture of the media library (`GET admin/media`), as the media and content features' tests use it. */
type MediaItem = ApiData<'/admin/media', 'get'>[number];

/** Where the test picture's files lie. */
export const MEDIA_BASE = 'https://api.marktplatz.test/uploads/media/u1';

/** A picture of the media library with two generated sizes; `overrides` for what a test needs otherwise. */
export function mediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: 7,
    url: `${MEDIA_BASE}/original.jpg`,
    file_name: 'bad.jpg',
    title: 'Bad',
    alt_text: 'Ein helles Badezimmer',
    mime_type: 'image/jpeg',
    width: 2000,
    height: 1000,
    size_bytes: 2_400_000,
    sizes: [
      { width: 480, height: 240, url: `${MEDIA_BASE}/w480.webp`, type: 'image/webp', size_bytes: 20_000 },
      { width: 960, height: 480, url: `${MEDIA_BASE}/w960.webp`, type: 'image/webp', size_bytes: 60_000 },
    ],
    srcset: `${MEDIA_BASE}/w480.webp 480w, ${MEDIA_BASE}/w960.webp 960w`,
    created_at: '2026-12-05T10:00:00.000Z',
    updated_at: '2026-12-05T10:00:00.000Z',
    ...overrides,
  };
}

/** `GET admin/media` answering one page with `rows`. */
export const mediaListPage = (rows: MediaItem[]) => ({
  status: 200,
  data: { status: true, data: rows, meta: { current_page: 1, last_page: 1, per_page: 24, total: rows.length } },
});
