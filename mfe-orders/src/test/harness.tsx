import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ThemeProvider, authStore, http, httpApi, type HttpClient } from '@marktplatz/shared';

export interface Reply {
  status: number;
  data?: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  /** The `Authorization` header the call was sent with (the login token), if any. */
  authorization?: string;
}

/** Answers the shared axios clients at the adapter (no network); unit tests only — e2e uses the real API. */
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
        params: (config.params as Record<string, unknown>) ?? {},
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

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({ status: 200, data: { status: true, ...extra, data } });

function token(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

export function signIn(role: 'User' | 'Company') {
  authStore.login({ token: token(), role, user_id: 7, first_name: 'Mia', last_name: 'Klein' });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderAt(ui: ReactElement, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        {ui}
        <Where />
      </ThemeProvider>
    </MemoryRouter>,
  );
}
