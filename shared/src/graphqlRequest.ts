/**
 * `requestGraphql` — deprecated, kept until the next major of @marktplatz/shared (removing an export is a major
 * release, and a major would make the shell refuse every area built against 1.x). It no longer sends a request
 * of its own: the text is parsed with Apollo's `gql` and sent through the page's Apollo Client (loaded on the
 * first call), so there is one GraphQL path. No app of this repository calls it; use `queryGraphql` /
 * `useGraphqlQuery` (`./graphqlQuery`).
 */
import { loadGraphql } from './graphql';

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

/**
 * The operation's name (`query CookieBanner { … }` → `CookieBanner`).
 * @deprecated Apollo names the operation itself; goes with `requestGraphql` in the next major.
 */
export function operationNameOf(query: string): string | undefined {
  return /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

/**
 * Sends one query or mutation (as text) through the page's Apollo Client, past its cache, and resolves with
 * `{ data, errors }` (partial data with errors is kept). Rejects when the network fails or the server answers
 * without data. Session codes (TOKEN_INVALID / TOKEN_EXPIRED) end the session as every Apollo query does.
 * @deprecated Use `queryGraphql(document, { variables, signal })` or `useGraphqlQuery`; goes in the next major.
 */
export async function requestGraphql<T>(query: string, options: GraphqlRequestOptions = {}): Promise<GraphqlResult<T>> {
  const graphql = await loadGraphql();
  return graphql.requestGraphqlText<T>(query, options) as Promise<GraphqlResult<T>>;
}
