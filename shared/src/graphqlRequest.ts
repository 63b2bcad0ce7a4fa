/**
 * One GraphQL request over `fetch`, without Apollo: for the few content queries of the page frame (e.g. the
 * cookie banner) on pages that load no Apollo at all. Areas use the page's Apollo Client instead.
 * Same endpoint, bearer token and session handling as the client: TOKEN_INVALID / TOKEN_EXPIRED → the
 * session-expired toast and the session cleared.
 */
import { authStorage } from './auth/storage';
import { getConfig } from './config';
import { handleSessionExpired, isSessionErrorCode } from './http';

export interface GraphqlError {
  message: string;
  extensions?: { code?: unknown; [key: string]: unknown };
}

export interface GraphqlResult<T> {
  data?: T | null;
  errors?: GraphqlError[];
}

export interface GraphqlRequestOptions {
  variables?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** The operation's name (`query CookieBanner { … }` → `CookieBanner`), sent like Apollo does. */
export function operationNameOf(query: string): string | undefined {
  return /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

function carriesSessionCode(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const record = body as { code?: unknown; errors?: unknown };
  if (isSessionErrorCode(record.code)) return true;
  return (
    Array.isArray(record.errors) &&
    record.errors.some((error: unknown) => isSessionErrorCode((error as GraphqlError | null)?.extensions?.code))
  );
}

/**
 * Posts one query to the configured GraphQL URL and resolves with `{ data, errors }` (partial data with errors
 * is kept). Rejects when the network fails or the server answers without data.
 */
export async function requestGraphql<T>(query: string, options: GraphqlRequestOptions = {}): Promise<GraphqlResult<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = authStorage.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(getConfig().GRAPHQL_URL, {
    method: 'POST',
    headers,
    body: JSON.stringify({ operationName: operationNameOf(query), query, variables: options.variables ?? {} }),
    signal: options.signal,
  });
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  if (carriesSessionCode(body)) handleSessionExpired();
  const result = (body && typeof body === 'object' ? body : {}) as GraphqlResult<T>;
  if (!response.ok && !result.data) throw new Error(`GraphQL-Anfrage fehlgeschlagen (${response.status}).`);
  if (result.data === undefined && !result.errors) throw new Error('GraphQL-Antwort ohne Daten.');
  return result;
}
