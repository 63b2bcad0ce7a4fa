/**
 * The API clients. `http` uses the main base, `httpApi` the secondary `api/` base; both read the base from the
 * configuration at request time, send the stored bearer token and normalise failures:
 * TOKEN_INVALID / TOKEN_EXPIRED → session-expired toast and session cleared; any other failure → rejected
 * with the server's data, or with `Something went wrong` when there is none.
 *
 * axios is loaded with the first call (or with `preloadHttp()`), not with this library: a page that makes no API
 * call through these clients — the landing page of a guest — does not download it. The clients offer axios' request
 * methods with axios' types; `defaults.adapter` replaces the transport (unit tests).
 */
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { authStorage } from './auth/storage';
import { getConfig, type SharedConfig } from './config';
import type { Envelope } from './contract';
import { messages } from './messages';
import { notify } from './notify/toasts';

export const SESSION_ERROR_CODES = ['TOKEN_INVALID', 'TOKEN_EXPIRED'] as const;
export const SESSION_EXPIRED_TOAST_ID = 'session-expired';

/** Whether a server code means the session is gone. */
export function isSessionErrorCode(code: unknown): boolean {
  return typeof code === 'string' && (SESSION_ERROR_CODES as readonly string[]).includes(code);
}

/** Shows the session-expired toast (once, however many calls fail together) and clears the session. */
export function handleSessionExpired(): void {
  notify.error(messages.sessionExpired, { id: SESSION_EXPIRED_TOAST_ID });
  authStorage.expireSession();
}

function hasContent(data: unknown): boolean {
  if (data === undefined || data === null) return false;
  if (typeof data === 'string') return data.trim() !== '';
  if (typeof data === 'object') return Object.keys(data).length > 0;
  return true;
}

/** What a failed call rejects with: the server's data, or `Something went wrong` when there is none. */
export function failureOf(data: unknown): unknown {
  return hasContent(data) ? data : messages.somethingWentWrong;
}

function codeOf(data: unknown): unknown {
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (record.code !== undefined) return record.code;
  const error = record.error;
  if (error && typeof error === 'object') return (error as Record<string, unknown>).code;
  return undefined;
}

function createClient(axios: AxiosStatic, baseKey: keyof SharedConfig): AxiosInstance {
  const client = axios.create({ headers: { Accept: 'application/json' } });
  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    if (!config.baseURL) config.baseURL = getConfig()[baseKey];
    const token = authStorage.getToken();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      if (axios.isCancel(error)) return Promise.reject(error);
      const data = axios.isAxiosError(error) ? error.response?.data : undefined;
      if (isSessionErrorCode(codeOf(data))) {
        handleSessionExpired();
        return Promise.reject(data);
      }
      return Promise.reject(failureOf(data));
    },
  );
  return client;
}

/** `start()` once; after a failure (a download that did not arrive) the next call starts it again. */
function onceUntilFailure<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const started = start();
      started.catch(() => {
        if (pending === started) pending = undefined;
      });
      pending = started;
    }
    return pending;
  };
}

const loadAxios = onceUntilFailure(() => import('axios').then((module) => module.default));

/** Starts loading axios ahead of the first call (an area that is about to call the API; a stored session). */
export function preloadHttp(): void {
  loadAxios().catch(() => undefined);
}

/** An API client: axios' request methods, with axios' types, on an instance created at the first call. */
export type HttpClient = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch'> & {
  /** Request defaults applied to every call: `adapter` replaces the transport. */
  defaults: { adapter?: AxiosAdapter };
};

function lazyClient(baseKey: keyof SharedConfig): HttpClient {
  const defaults: HttpClient['defaults'] = {};
  const client = onceUntilFailure(() => loadAxios().then((axios) => createClient(axios, baseKey)));
  const withDefaults = <C extends AxiosRequestConfig | undefined>(config: C): C =>
    defaults.adapter ? ({ ...config, adapter: defaults.adapter } as C) : config;
  const failed = (): Promise<never> => Promise.reject(messages.somethingWentWrong);
  const withoutBody = (method: 'get' | 'delete' | 'head' | 'options') => (url: string, config?: AxiosRequestConfig) =>
    client().then((axiosClient) => axiosClient[method](url, withDefaults(config)), failed);
  const withBody = (method: 'post' | 'put' | 'patch') => (url: string, data?: unknown, config?: AxiosRequestConfig) =>
    client().then((axiosClient) => axiosClient[method](url, data, withDefaults(config)), failed);
  const methods = {
    defaults,
    request: (config: AxiosRequestConfig) => client().then((axiosClient) => axiosClient.request(withDefaults(config)), failed),
    get: withoutBody('get'),
    delete: withoutBody('delete'),
    head: withoutBody('head'),
    options: withoutBody('options'),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
  };
  // Each method hands its arguments unchanged to the axios method of the same name, so axios' own (generic)
  // signatures describe them.
  return methods as unknown as HttpClient;
}

/** Client on the main base (`API_BASE`). */
export const http: HttpClient = lazyClient('API_BASE');
/** Client on the secondary base (`API_SECONDARY_BASE`, the `api/` prefix). */
export const httpApi: HttpClient = lazyClient('API_SECONDARY_BASE');

/** A readable German/server text for a rejected call: the server's message, its first error, or the fallback. */
export function errorMessage(error: unknown, fallback: string = messages.somethingWentWrong): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message.trim() !== '') return record.message;
    const errors = record.errors;
    if (Array.isArray(errors) && errors.length > 0) {
      const first: unknown = errors[0];
      if (typeof first === 'string') return first;
      if (first && typeof first === 'object' && typeof (first as Record<string, unknown>).message === 'string') {
        return (first as { message: string }).message;
      }
    }
    if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
      const firstField = Object.values(errors as Record<string, unknown>)[0];
      if (typeof firstField === 'string') return firstField;
      if (Array.isArray(firstField) && typeof firstField[0] === 'string') return firstField[0];
    }
  }
  return fallback;
}

/** A server answer carrying a message and a status flag. */
export interface ServerMessage {
  message?: unknown;
  status?: unknown;
  success?: unknown;
  [key: string]: unknown;
}

function isAxiosResponse(value: unknown): value is AxiosResponse {
  return !!value && typeof value === 'object' && 'data' in value && 'config' in value && 'headers' in value;
}

function flagOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'success') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'error' || value === 'failed') return false;
  return undefined;
}

/**
 * Shows a server message as a success or error toast according to its status flag (`status`, else `success`).
 * Accepts an axios response or its data (a contract `Envelope` too). Returns the flag, or undefined when there was
 * nothing to show.
 */
export function showServerMessage(response: AxiosResponse | ServerMessage | Envelope<unknown> | null | undefined): boolean | undefined {
  const data: unknown = isAxiosResponse(response) ? response.data : response;
  if (!data || typeof data !== 'object') return undefined;
  const record = data as ServerMessage;
  const message = typeof record.message === 'string' ? record.message.trim() : '';
  if (!message) return undefined;
  const flag = flagOf(record.status) ?? flagOf(record.success);
  if (flag === undefined) return undefined;
  if (flag) notify.success(message);
  else notify.error(message);
  return flag;
}
