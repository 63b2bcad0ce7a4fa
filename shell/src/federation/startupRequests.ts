/**
 * `/env.json` and `/remotes.json`, requested by the page's HTML (an inline script, shell/webpack.config.cjs) or else
 * as soon as the entry script runs, so they travel while the entry script and the shared libraries load instead of
 * after them. `bootstrap` takes each answer once; later reads fetch afresh.
 */
export interface StartupRequests {
  env?: Promise<Response>;
  remotes?: Promise<Response>;
}

const pending: StartupRequests = {};

function request(url: string): Promise<Response> {
  const response = fetch(url, { cache: 'no-cache' });
  // the reader handles a failure; this only keeps an early failure from being reported as unhandled
  response.catch(() => undefined);
  return response;
}

/** The window property the HTML's inline script leaves its two requests under. */
export const HTML_STARTUP_REQUESTS = '__marktplatzStartupRequests';

function isRequest(value: unknown): value is Promise<Response> {
  return !!value && typeof (value as Promise<Response>).then === 'function';
}

/** Takes the HTML's requests over, else starts both (the entry script calls it once, before the app's async boundary). */
export function startStartupRequests(target: object = globalThis): void {
  const holder = target as Record<string, unknown>;
  const html = (holder[HTML_STARTUP_REQUESTS] ?? {}) as Record<string, unknown>;
  delete holder[HTML_STARTUP_REQUESTS];
  if (isRequest(html.env)) pending.env ??= html.env;
  if (isRequest(html.remotes)) pending.remotes ??= html.remotes;
  if (typeof fetch !== 'function') return;
  pending.env ??= request('/env.json');
  pending.remotes ??= request('/remotes.json');
}

/** The early request for `key` without taking it (another early reader reads a copy of its answer). */
export function peekStartupRequest(key: keyof StartupRequests): Promise<Response> | undefined {
  return pending[key];
}

/** The early response for `key` the first time it is asked for; afterwards (or without one) a new request. */
export function takeStartupResponse(key: keyof StartupRequests, url: string): Promise<Response> {
  const early = pending[key];
  delete pending[key];
  return early ?? fetch(url, { cache: 'no-cache' });
}
