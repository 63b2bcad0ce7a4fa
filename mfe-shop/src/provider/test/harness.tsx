import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ThemeProvider, http, httpApi, type HttpClient } from '@marktplatz/shared';

export interface Reply {
  status: number;
  data?: unknown;
}

export interface MockRequest {
  method: string;
  url: string;
  data: unknown;
  params: Record<string, unknown>;
  config: InternalAxiosRequestConfig;
}

export type Handler = (request: MockRequest) => Reply;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Answers the shared axios clients at the adapter (no network) and GraphQL `fetch` calls, which go through the
 * page's Apollo client (operation name in the URL as `graphql:<Operation>`). Unit tests only.
 */
export function mockApi(handler: Handler) {
  const calls: MockRequest[] = [];
  const instances: HttpClient[] = [http, httpApi];
  const previous = instances.map((instance) => instance.defaults.adapter);
  for (const instance of instances) {
    instance.defaults.adapter = async (config) => {
      const prefix = instance === httpApi ? 'api/' : '';
      const url = `${prefix}${(config.url ?? '').replace(/^\/+/, '')}`;
      const request = {
        method: (config.method ?? 'get').toUpperCase(),
        url,
        data: parseBody(config.data),
        params: (config.params ?? {}) as Record<string, unknown>,
        config,
      };
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
  const previousFetch = globalThis.fetch;
  globalThis.fetch = (async (_input: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string; variables?: Record<string, unknown> };
    const request = {
      method: 'POST',
      url: `graphql:${body.operationName ?? ''}`,
      data: body.variables ?? {},
      params: {},
      config: {} as InternalAxiosRequestConfig,
    };
    calls.push(request);
    const reply = handler(request);
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
      instances.forEach((instance, index) => {
        instance.defaults.adapter = previous[index];
      });
      globalThis.fetch = previousFetch;
    },
  };
}

/** An envelope answer. */
export const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({ status: 200, data: { status: true, data, ...extra } });

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders inside theme and a memory router at `path`. */
export function renderAt(ui: ReactElement, path = '/', routePath = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Routes>
          <Route path={routePath} element={ui} />
          {/* The login page a guest is sent to (the shell's); here only its address matters. */}
          {routePath === '*' ? null : <Route path="/login" element={null} />}
        </Routes>
        <LocationProbe />
      </ThemeProvider>
    </MemoryRouter>,
  );
}
