/** Test double at the axios adapter level: answers requests of an instance without a network. */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { HttpClient } from '../http';

export interface MockReply {
  status: number;
  data?: unknown;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply> | 'network-error';

export interface AdapterMock {
  requests: InternalAxiosRequestConfig[];
  /** The URL of a request as axios would send it (base + path). */
  urlOf: (config: InternalAxiosRequestConfig) => string;
  restore: () => void;
}

export function mockAdapter(instance: HttpClient, handler: MockHandler): AdapterMock {
  const requests: InternalAxiosRequestConfig[] = [];
  const previous = instance.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = await handler(config);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    const validate = config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
    if (!validate(reply.status)) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  instance.defaults.adapter = adapter;
  return {
    requests,
    urlOf: (config) => {
      const base = (config.baseURL ?? '').replace(/\/+$/, '');
      const url = config.url ?? '';
      return /^https?:/.test(url) ? url : `${base}/${url.replace(/^\/+/, '')}`;
    },
    restore: () => {
      instance.defaults.adapter = previous;
    },
  };
}

/** A JWT-shaped token (unsigned) with the given expiry in seconds since the epoch. */
export function makeToken(exp: number | undefined, extra: Record<string, unknown> = {}): string {
  const enc = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: '1', ...(exp === undefined ? {} : { exp }), ...extra })}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
export const anHourAgo = () => Math.floor(Date.now() / 1000) - 3600;
