/**
 * `/env.json` and `/remotes.json`, requested as soon as the entry script runs, so they travel while the shared
 * libraries load instead of after them. `bootstrap` takes each answer once; later reads fetch afresh.
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

/** Starts both requests (the entry script calls it once, before the app's async boundary). */
export function startStartupRequests(): void {
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
