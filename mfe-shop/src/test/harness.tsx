import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ThemeProvider, authStore, http, httpApi, type HttpClient } from '@marktplatz/shared';

export interface Reply {
  status: number;
  data?: unknown;
}

export interface RecordedCall {
  method: string;
  /** Path after the base; calls on the secondary base start with `api/`. */
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

export type Handler = (call: RecordedCall) => Reply | undefined;

function body(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Answers both shared axios clients at the adapter (no network). The handler returns a reply, or undefined for a
 * 404. Unit tests only: the e2e suite talks to the real API.
 */
export function mockApi(handler: Handler) {
  const calls: RecordedCall[] = [];
  const clients: HttpClient[] = [http, httpApi];
  const before = clients.map((client) => client.defaults.adapter);
  for (const client of clients) {
    client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const prefix = client === httpApi ? 'api/' : '';
      const call: RecordedCall = {
        method: (config.method ?? 'get').toUpperCase(),
        url: `${prefix}${(config.url ?? '').replace(/^\/+/, '')}`,
        params: (config.params as Record<string, unknown>) ?? {},
        data: body(config.data),
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

/** `{ status: true, data }` with HTTP 200. */
export const ok = (data: unknown, message?: string): Reply => ({
  status: 200,
  data: { status: true, ...(message ? { message } : {}), data },
});

function token(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

/** Signs the shared auth store in as a customer (`User`). */
export function signInCustomer() {
  authStore.login({ token: token(), role: 'User', user_id: 7, first_name: 'Mia', last_name: 'Klein' });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` (route pattern `pattern`) inside theme and a memory router; `location` shows where it is. */
export function renderAt(ui: ReactElement, path: string, pattern = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
        <Where />
      </ThemeProvider>
    </MemoryRouter>,
  );
}
