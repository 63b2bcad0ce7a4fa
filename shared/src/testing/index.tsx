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
import type { LoginResponse } from '../auth/storage';
import { http, httpApi, type HttpClient } from '../http';
import { ThemeProvider } from '../theme/ThemeProvider';

export { commissionInvoiceFixture } from './commissionDocument';
export { providerCardFixture } from './providerCard';
export { openingDayFixture } from '../ssr/openingDayFixture';
export type { CommissionDocumentFixture } from './commissionDocument';
export { expectBrowserHydrateModule, islandContext, islandLocation, islandNavigator, nextTask, ssrContainer } from './island';

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
  /** The axios request (upload progress callbacks, raw `FormData`); empty for GraphQL calls. */
  config: InternalAxiosRequestConfig;
}

export type ApiMock = ReturnType<typeof mockApi>;

function bodyOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function paramsOf(params: unknown): Record<string, unknown> {
  if (params instanceof URLSearchParams) return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
  return (params as Record<string, unknown> | undefined) ?? {};
}

/**
 * Answers the shared axios clients and GraphQL requests over `fetch` (Apollo's HttpLink: `url` is
 * `graphql:<OperationName>`, `data` the variables); an unanswered call gets a German 404. `restore()` puts the real
 * adapters and `fetch` back.
 */
export function mockApi(handler: (call: RecordedCall) => Reply | undefined) {
  const calls: RecordedCall[] = [];
  const clients: HttpClient[] = [http, httpApi];
  const before = clients.map((client) => client.defaults.adapter);
  for (const client of clients) {
    client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const prefix = client === httpApi ? 'api/' : '';
      const call: RecordedCall = {
        method: (config.method ?? 'get').toUpperCase(),
        url: `${prefix}${(config.url ?? '').replace(/^\/+/, '')}`,
        params: paramsOf(config.params),
        data: bodyOf(config.data),
        authorization: (config.headers?.get?.('Authorization') as string | undefined) ?? undefined,
        config,
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
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (_input: unknown, init?: { body?: unknown }) => {
    const body = bodyOf(String(init?.body ?? '{}')) as { operationName?: string; variables?: Record<string, unknown> };
    const call: RecordedCall = {
      method: 'POST',
      url: `graphql:${body.operationName ?? ''}`,
      params: {},
      data: body.variables ?? {},
      config: {} as InternalAxiosRequestConfig,
    };
    calls.push(call);
    const reply = handler(call) ?? { status: 404, data: { errors: [{ message: 'Nicht gefunden' }] } };
    const text = JSON.stringify(reply.data);
    // What Apollo's HttpLink reads of an answer (jsdom has no Response): the content type, then the body.
    return {
      ok: reply.status < 400,
      status: reply.status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      clients.forEach((client, index) => {
        client.defaults.adapter = before[index];
      });
      globalThis.fetch = realFetch;
    },
  };
}

/** The API's success envelope around `data`. */
export const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({ status: 200, data: { status: true, ...extra, data } });

/** A JWT-shaped token (unsigned) valid for an hour. */
export function testToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

/** Signs in user 7 (Mia Klein) with the given role; a number is another user id, an object overrides the login. */
export function signIn(role: 'User' | 'Company' = 'User', user: number | Partial<LoginResponse> = {}) {
  const extra = typeof user === 'number' ? { user_id: user } : user;
  authStore.login({ token: testToken(), role, user_id: 7, first_name: 'Mia', last_name: 'Klein', ...extra });
}

export function signOut() {
  authStore.reset();
}

function Where() {
  const location = useLocation();
  // A plain div: an <output> would be one more role="status" for the tests' queries.
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders `ui` at `path` inside the theme, with `data-testid="location"` showing where the router is. With a
 * `pattern` (e.g. `/orders/:id`) the element is mounted on that route, so `useParams` works.
 */
export function renderAt(ui: ReactElement, path = '/', pattern?: string) {
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
