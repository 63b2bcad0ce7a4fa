/**
 * The Apollo part of the shared library, loaded on demand through `loadGraphql()` in `./graphql` (so pages that
 * never use GraphQL, like the landing page, load neither Apollo, graphql nor rxjs).
 * The one Apollo Client of the page: created on first use, pointed at the configured GraphQL URL (read per
 * request), bearer token attached, TOKEN_INVALID / TOKEN_EXPIRED in `extensions.code` → session-expired toast.
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError, gql } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { authStorage } from './auth/storage';
import { getConfig } from './config';
import { handleSessionExpired, isSessionErrorCode } from './http';

const CLIENT_KEY = Symbol.for('marktplatz.shared.apolloClient');

type GlobalWithClient = typeof globalThis & { [CLIENT_KEY]?: ApolloClient };

function bodyHasSessionCode(bodyText: string): boolean {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (!body || typeof body !== 'object') return false;
    const record = body as { code?: unknown; errors?: { extensions?: { code?: unknown } }[] };
    return (
      isSessionErrorCode(record.code) ||
      (Array.isArray(record.errors) && record.errors.some((e) => isSessionErrorCode(e?.extensions?.code)))
    );
  } catch {
    return false;
  }
}

/**
 * True when the error says the session is gone: a GraphQL error with `extensions.code` TOKEN_INVALID or
 * TOKEN_EXPIRED, or a non-2xx answer whose body carries that code.
 */
export function hasSessionError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => isSessionErrorCode(e.extensions?.code));
  if (ServerError.is(error)) return bodyHasSessionCode(error.bodyText);
  return false;
}

/** Builds a new client (the app uses the page's single one from `getApolloClient()`). */
export function createApolloClient(fetchImpl?: typeof fetch): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = authStorage.getToken();
    if (!token) return {};
    const headers = (prev.headers ?? {}) as Record<string, string>;
    return { headers: { ...headers, authorization: `Bearer ${token}` } };
  });
  const errors = new ErrorLink(({ error }) => {
    if (hasSessionError(error)) handleSessionExpired();
  });
  const httpLink = new HttpLink({
    uri: () => getConfig().GRAPHQL_URL,
    // Resolved per request, so a fetch polyfill or test double installed later is used.
    fetch: (input, init) => (fetchImpl ?? globalThis.fetch)(input, init),
  });
  return new ApolloClient({ link: ApolloLink.from([errors, auth, httpLink]), cache: new InMemoryCache() });
}

/** The page's Apollo Client, created on first call and reused afterwards. */
export function getApolloClient(): ApolloClient {
  const g = globalThis as GlobalWithClient;
  if (!g[CLIENT_KEY]) g[CLIENT_KEY] = createApolloClient();
  return g[CLIENT_KEY];
}

/** Drops the page's client (tests; after logout the cache is cleared instead). */
export function resetApolloClient(): void {
  const g = globalThis as GlobalWithClient;
  const client = g[CLIENT_KEY];
  if (client) client.stop();
  delete g[CLIENT_KEY];
}

interface TextRequestOptions {
  variables?: Record<string, unknown>;
  signal?: AbortSignal;
}

/**
 * One query or mutation given as text, sent through the page's Apollo Client without its cache (backs the
 * deprecated `requestGraphql`). Resolves with `{ data, errors }` (partial data with errors is kept); rejects
 * when the server could not be reached or answered without data.
 */
export async function requestGraphqlText<T>(
  query: string,
  options: TextRequestOptions = {},
): Promise<{ data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const document = gql(query);
  const client = getApolloClient();
  const isMutation = document.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
  );
  const shared = {
    variables: options.variables ?? {},
    errorPolicy: 'all' as const,
    fetchPolicy: 'no-cache' as const,
    context: options.signal ? { fetchOptions: { signal: options.signal } } : undefined,
  };
  const result = isMutation
    ? await client.mutate<T>({ mutation: document, ...shared })
    : await client.query<T>({ query: document, ...shared });
  const { error } = result;
  if (error && !CombinedGraphQLErrors.is(error)) {
    if (result.data == null) {
      throw new Error(ServerError.is(error) ? `GraphQL-Anfrage fehlgeschlagen (${error.statusCode}).` : 'GraphQL-Anfrage fehlgeschlagen.');
    }
  }
  const errors = CombinedGraphQLErrors.is(error)
    ? error.errors.map((entry) => ({ message: entry.message, extensions: entry.extensions as Record<string, unknown> | undefined }))
    : undefined;
  if (result.data === undefined && !errors) throw new Error('GraphQL-Antwort ohne Daten.');
  return errors ? { data: (result.data as T | undefined) ?? null, errors } : { data: result.data as T };
}

/** `gql` of the one `@apollo/client`, for documents built after the Apollo part is loaded. */
export { gql, ApolloClient };
