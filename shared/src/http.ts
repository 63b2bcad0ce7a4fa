/**
 * The API clients. `http` uses the main base, `httpApi` the secondary `api/` base; both read the base from the
 * configuration at request time, send the stored bearer token and normalise failures:
 * TOKEN_INVALID / TOKEN_EXPIRED → session-expired toast and session cleared; any other failure → rejected
 * with the server's data, or with `Something went wrong` when there is none.
 */
import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { authStorage } from './auth/storage';
import { getConfig, type SharedConfig } from './config';
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

function codeOf(data: unknown): unknown {
  if (!data || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  if (record.code !== undefined) return record.code;
  const error = record.error;
  if (error && typeof error === 'object') return (error as Record<string, unknown>).code;
  return undefined;
}

function createClient(baseKey: keyof SharedConfig): AxiosInstance {
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
      const data = error instanceof AxiosError ? error.response?.data : undefined;
      if (isSessionErrorCode(codeOf(data))) {
        handleSessionExpired();
        return Promise.reject(data);
      }
      return Promise.reject(hasContent(data) ? data : messages.somethingWentWrong);
    },
  );
  return client;
}

/** Axios client on the main base (`API_BASE`). */
export const http: AxiosInstance = createClient('API_BASE');
/** Axios client on the secondary base (`API_SECONDARY_BASE`, the `api/` prefix). */
export const httpApi: AxiosInstance = createClient('API_SECONDARY_BASE');

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
 * Accepts an axios response or its data. Returns the flag, or undefined when there was nothing to show.
 */
export function showServerMessage(response: AxiosResponse | ServerMessage | null | undefined): boolean | undefined {
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
