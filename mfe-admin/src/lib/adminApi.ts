/**
 * Calls of the back office: the shared `http` client (main API base, `/admin/…`), with the staff session's token
 * instead of the customer's. Every answer is read here — the shared client's customer session handling never runs
 * for a staff call: TOKEN_EXPIRED/TOKEN_INVALID end the staff session (the layout goes to the login), a 403 with
 * `errors.reauth` opens the re-authentication dialog and the call is made again after it.
 */
import { http, type Envelope } from '@marktplatz/shared';
import type { AxiosRequestConfig } from 'axios';
import { messages } from '../messages';
import { requestReauth } from './reauth';
import { staffSession } from './session';

/** A refused or failed call: the server's message, code and field errors. */
export class AdminFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly errors: Record<string, string[]> | undefined,
  ) {
    super(message);
    this.name = 'AdminFailure';
  }

  get needsReauth(): boolean {
    return Boolean(this.errors?.reauth);
  }

  get sessionGone(): boolean {
    return this.code === 'TOKEN_EXPIRED' || this.code === 'TOKEN_INVALID';
  }

  /** The first message of a field, for the form. */
  field(name: string): string | undefined {
    return this.errors?.[name]?.[0];
  }
}

function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function failureFrom(data: unknown, status?: number): AdminFailure {
  const body = parsed(data);
  if (body && typeof body === 'object') {
    const record = body as { message?: unknown; code?: unknown; errors?: unknown };
    const errors =
      record.errors && typeof record.errors === 'object' && !Array.isArray(record.errors)
        ? (record.errors as Record<string, string[]>)
        : undefined;
    const message = typeof record.message === 'string' && record.message !== '' ? record.message : messages.errors.generic;
    return new AdminFailure(message, status, typeof record.code === 'string' ? record.code : undefined, errors);
  }
  return new AdminFailure(status === undefined ? messages.errors.network : messages.errors.generic, status, undefined, undefined);
}

export interface AdminCallOptions {
  /** Send the staff token (default); the login steps and the set-password page send none. */
  auth?: boolean;
  /** Ask for re-authentication on a 403 with `errors.reauth` and retry (default). */
  reauth?: boolean;
}

async function send(config: AxiosRequestConfig, auth: boolean) {
  const token = auth ? staffSession.token() : null;
  // `false` keeps the shared client from adding the customer's token; axios sends no header for it.
  const headers = { ...(config.headers as Record<string, string> | undefined), Authorization: token ? `Bearer ${token}` : false };
  try {
    const response = await http.request({ ...config, headers, validateStatus: () => true });
    return { status: response.status, data: response.data as unknown };
  } catch (rejected) {
    // A transport without status (unit tests answer at the adapter; a network failure): the server's body, if any.
    if (typeof rejected === 'string' || rejected === undefined) throw failureFrom(undefined);
    return { status: undefined, data: rejected };
  }
}

/** Makes a call and returns the raw body of a success; failures throw an {@link AdminFailure}. */
export async function adminRaw(config: AxiosRequestConfig, options: AdminCallOptions = {}): Promise<unknown> {
  const auth = options.auth ?? true;
  for (let attempt = 0; ; attempt += 1) {
    const { status, data } = await send(config, auth);
    const body = parsed(data) as { status?: unknown } | null;
    const failed = status === undefined ? !(body && typeof body === 'object' && body.status !== false) : status >= 400;
    if (!failed) {
      if (auth) staffSession.touch();
      return data;
    }
    const failure = failureFrom(data, status);
    if (auth && failure.sessionGone) staffSession.end('expired');
    if (auth && failure.needsReauth && options.reauth !== false && attempt === 0 && (await requestReauth())) continue;
    throw failure;
  }
}

/** A call whose success is the envelope `{ status: true, data, meta? }`. */
export async function adminCall<T, M = undefined>(config: AxiosRequestConfig, options?: AdminCallOptions): Promise<{ data: T; meta: M }> {
  const body = (await adminRaw(config, options)) as Envelope<T> & { meta?: M };
  return { data: body.data, meta: body.meta as M };
}
