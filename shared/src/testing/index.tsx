/**
 * `@marktplatz/shared/testing` — what the areas' component tests share: answering the shared axios clients at the
 * adapter (no network), a signed-in user, rendering at a route. Unit tests only: e2e uses the real API. Not a
 * Module Federation share (it is never part of a production bundle).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { authStore } from '../auth/store';
import { http, httpApi, type HttpClient } from '../http';
import { ThemeProvider } from '../theme/ThemeProvider';

export interface Reply {
  status: number;
  data?: unknown;
}

export interface RecordedCall {
  method: string;
  /** The path without leading slash; calls of the `api/` client carry the `api/` prefix. */
  url: string;
  /** Query parameters; a repeated key of `URLSearchParams` becomes an array. */
  params: Record<string, unknown>;
  data: unknown;
  /** The `Authorization` header the call was sent with (the login token), if any. */
  authorization?: string;
}

function paramsOf(params: unknown): Record<string, unknown> {
  if (params instanceof URLSearchParams) return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
  return (params as Record<string, unknown> | undefined) ?? {};
}

/** Answers the shared axios clients; an unanswered call gets a German 404. `restore()` puts the real adapters back. */
export function mockApi(handler: (call: RecordedCall) => Reply | undefined) {
  const calls: RecordedCall[] = [];
  const clients: HttpClient[] = [http, httpApi];
  const before = clients.map((client) => client.defaults.adapter);
  for (const client of clients) {
    client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const prefix = client === httpApi ? 'api/' : '';
      const raw = config.data;
      const call: RecordedCall = {
        method: (config.method ?? 'get').toUpperCase(),
        url: `${prefix}${(config.url ?? '').replace(/^\/+/, '')}`,
        params: paramsOf(config.params),
        data: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
        authorization: (config.headers?.get?.('Authorization') as string | undefined) ?? undefined,
      };
      calls.push(call);
      const reply = handler(call) ?? { status: 404, data: { status: false, message: 'Nicht gefunden' } };
      const response = {
        data: reply.data,
        status: reply.status,
        statusText: String(reply.status),
        headers: new AxiosHeaders(),
        config,
        request: {},
      };
      if (reply.status >= 400)
        throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
      return response;
    };
  }
  return {
    calls,
    restore: () =>
      clients.forEach((client, index) => {
        client.defaults.adapter = before[index];
      }),
  };
}

/** The API's success envelope around `data`. */
export const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({ status: 200, data: { status: true, ...extra, data } });

/** A JWT-shaped token (unsigned) valid for an hour. */
export function testToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

/** Signs in user 7 (Mia Klein) with the given role. */
export function signIn(role: 'User' | 'Company', userId = 7) {
  authStore.login({ token: testToken(), role, user_id: userId, first_name: 'Mia', last_name: 'Klein' });
}

export function signOut() {
  authStore.reset();
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` at `path` inside the theme, with `data-testid="location"` showing where the router is. With a
 * `pattern` (e.g. `/orders/:id`) the element is mounted on that route, so `useParams` works.
 */
export function renderAt(ui: ReactElement, path: string, pattern?: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        {pattern ? (
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <Where />
      </ThemeProvider>
    </MemoryRouter>,
  );
}
