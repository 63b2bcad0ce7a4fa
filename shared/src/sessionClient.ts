/**
 * An API client for a session of its own beside the customer's (the back office's staff session): the shared `http`
 * client (main base) with that session's bearer token instead of the customer's. Every answer is read here, so the
 * customer's session handling (toast, logout) never runs for such a call: `TOKEN_EXPIRED`/`TOKEN_INVALID` end this
 * session through `onSessionGone`, and a 403 with `errors.reauth` asks `reauthenticate` and makes the call once more.
 * An area configures it once (`createSessionClient({ … })` in `src/lib/`); its features' `api/` files call it.
 */
import type { AxiosRequestConfig } from 'axios';
import type { Envelope } from './contract';
import { http } from './http';

/** A refused or failed call: the server's message, status, code and field errors. */
export class SessionFailure extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    readonly errors: Record<string, string[]> | undefined,
  ) {
    super(message);
    this.name = 'SessionFailure';
  }

  /** The server asks the person to confirm again (403 with `errors.reauth`). */
  get needsReauth(): boolean {
    return Boolean(this.errors?.reauth);
  }

  /** The server ended the session (`TOKEN_EXPIRED`, `TOKEN_INVALID`). */
  get sessionGone(): boolean {
    return this.code === 'TOKEN_EXPIRED' || this.code === 'TOKEN_INVALID';
  }

  /** The first message of a field, for the form. */
  field(name: string): string | undefined {
    return this.errors?.[name]?.[0];
  }
}

export interface SessionClientOptions {
  /** The session's bearer token, read at each call; `null` sends none (never the customer's). */
  token: () => string | null;
  /** A call with the session reached the server (the server's idle clock starts again). */
  onActive?: () => void;
  /** The server ended the session (`TOKEN_EXPIRED`, `TOKEN_INVALID`). */
  onSessionGone?: () => void;
  /** A 403 with `errors.reauth`: asks the person to confirm again; `true` makes the call once more. */
  reauthenticate?: () => Promise<boolean>;
  /** The failure's text when the server names none (`generic`) or does not answer (`network`). */
  messages: { generic: string; network: string };
}

export interface SessionCallOptions {
  /** Send the session's token (default); steps before the session exists (login, set password) send none. */
  auth?: boolean;
  /** Ask for re-authentication on a 403 with `errors.reauth` and make the call again (default). */
  reauth?: boolean;
}

export interface SessionClient {
  /** Makes a call and returns the raw body of a success; failures throw a {@link SessionFailure}. */
  raw(config: AxiosRequestConfig, options?: SessionCallOptions): Promise<unknown>;
  /** A call whose success is the envelope `{ status: true, data, meta? }`. */
  call<T, M = undefined>(config: AxiosRequestConfig, options?: SessionCallOptions): Promise<{ data: T; meta: M }>;
}

function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** A client on the shared transport with its own session; see the file's comment. */
export function createSessionClient(options: SessionClientOptions): SessionClient {
  function failureFrom(data: unknown, status?: number): SessionFailure {
    const body = parsed(data);
    if (body && typeof body === 'object') {
      const record = body as { message?: unknown; code?: unknown; errors?: unknown };
      const errors =
        record.errors && typeof record.errors === 'object' && !Array.isArray(record.errors)
          ? (record.errors as Record<string, string[]>)
          : undefined;
      const message = typeof record.message === 'string' && record.message !== '' ? record.message : options.messages.generic;
      return new SessionFailure(message, status, typeof record.code === 'string' ? record.code : undefined, errors);
    }
    return new SessionFailure(status === undefined ? options.messages.network : options.messages.generic, status, undefined, undefined);
  }

  async function send(config: AxiosRequestConfig, auth: boolean) {
    const token = auth ? options.token() : null;
    // `false` keeps the shared client from adding the customer's token; axios sends no header for it.
    const headers = { ...(config.headers as Record<string, string> | undefined), Authorization: token ? `Bearer ${token}` : false };
    try {
      const response = await http.request({ ...config, headers, validateStatus: () => true });
      return { status: response.status as number | undefined, data: response.data as unknown };
    } catch (rejected) {
      // A transport without status (unit tests answer at the adapter; a network failure): the server's body, if any.
      if (typeof rejected === 'string' || rejected === undefined) throw failureFrom(undefined);
      return { status: undefined, data: rejected };
    }
  }

  async function raw(config: AxiosRequestConfig, callOptions: SessionCallOptions = {}): Promise<unknown> {
    const auth = callOptions.auth ?? true;
    for (let attempt = 0; ; attempt += 1) {
      const { status, data } = await send(config, auth);
      const body = parsed(data) as { status?: unknown } | null;
      const failed = status === undefined ? !(body && typeof body === 'object' && body.status !== false) : status >= 400;
      if (!failed) {
        if (auth) options.onActive?.();
        return data;
      }
      const failure = failureFrom(data, status);
      if (auth && failure.sessionGone) options.onSessionGone?.();
      if (
        auth &&
        failure.needsReauth &&
        callOptions.reauth !== false &&
        attempt === 0 &&
        options.reauthenticate &&
        (await options.reauthenticate())
      ) {
        continue;
      }
      throw failure;
    }
  }

  async function call<T, M = undefined>(config: AxiosRequestConfig, callOptions?: SessionCallOptions): Promise<{ data: T; meta: M }> {
    const body = (await raw(config, callOptions)) as Envelope<T> & { meta?: M };
    return { data: body.data, meta: body.meta as M };
  }

  return { raw, call };
}
