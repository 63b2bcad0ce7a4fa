import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ThemeProvider, authStore, http, httpApi, type HttpClient, type LoginResponse } from '@marktplatz/shared';

export interface Reply {
  status: number;
  data?: unknown;
}

export type Handler = (request: { method: string; url: string; data: unknown; config: InternalAxiosRequestConfig }) => Reply;

export interface ApiMock {
  calls: { method: string; url: string; data: unknown; config: InternalAxiosRequestConfig }[];
  restore: () => void;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Answers the requests of both shared axios clients at the adapter level (no network); URL = path after the base. */
export function mockApi(handler: Handler): ApiMock {
  const calls: ApiMock['calls'] = [];
  const instances: HttpClient[] = [http, httpApi];
  const previous = instances.map((instance) => instance.defaults.adapter);
  for (const instance of instances) {
    instance.defaults.adapter = async (config) => {
      const prefix = instance === httpApi ? 'api/' : '';
      const url = `${prefix}${(config.url ?? '').replace(/^\/+/, '')}`;
      const request = { method: (config.method ?? 'get').toUpperCase(), url, data: parseBody(config.data), config };
      calls.push(request);
      const reply = handler(request);
      const response = {
        data: reply.data,
        status: reply.status,
        statusText: String(reply.status),
        headers: new AxiosHeaders(),
        config,
        request: {},
      };
      if (reply.status >= 400) {
        throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
      }
      return response;
    };
  }
  return {
    calls,
    restore: () =>
      instances.forEach((instance, index) => {
        instance.defaults.adapter = previous[index];
      }),
  };
}

/** A JWT-shaped token (unsigned) valid for an hour. */
export function futureToken(): string {
  const enc = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

/** Signs in the shared auth store as a customer (`User`) or provider (`Company`). */
export function signIn(role: 'User' | 'Company' = 'User', extra: Partial<LoginResponse> = {}) {
  authStore.login({ token: futureToken(), role, user_id: 1, first_name: 'Anna', last_name: 'Schneider', ...extra });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders inside theme and a memory router at `path`; `[data-testid=location]` shows the current location. */
export function renderAt(ui: ReactElement, path = '/', routePath = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Routes>
          <Route path={routePath} element={ui} />
        </Routes>
        <LocationProbe />
      </ThemeProvider>
    </MemoryRouter>,
  );
}
