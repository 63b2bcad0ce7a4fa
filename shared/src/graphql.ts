/**
 * The page's one Apollo Client, behind a lazy boundary: Apollo, graphql and rxjs are only fetched when something
 * needs GraphQL (`loadGraphql()` / `loadApolloClient()`), so pages without GraphQL stay small.
 *
 * The synchronous names (`getApolloClient()`, `apolloClient`, `createApolloClient()`) work once the Apollo part
 * is loaded: the shell loads it together with every area (and wraps the area in `ApolloProvider`; frame widgets
 * get none), and an area's `AreaRoot` waits for it (`GraphqlBoundary`) before it renders.
 */
import type { ApolloClient } from '@apollo/client';

type GraphqlModule = typeof import('./graphqlClient');

let loaded: GraphqlModule | undefined;
let loading: Promise<GraphqlModule> | undefined;

/** Loads the Apollo part once (later calls share the same promise); a failed load may be retried. */
export function loadGraphql(): Promise<GraphqlModule> {
  if (loaded) return Promise.resolve(loaded);
  if (!loading) {
    loading = import(/* webpackChunkName: "marktplatz-graphql" */ './graphqlClient').then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  }
  return loading;
}

/** Whether the Apollo part is loaded, so the synchronous names can be used. */
export function isGraphqlLoaded(): boolean {
  return loaded !== undefined;
}

function requireLoaded(name: string): GraphqlModule {
  if (!loaded) {
    throw new Error(`${name}: der GraphQL-Teil von @marktplatz/shared ist noch nicht geladen (zuerst loadGraphql() abwarten).`);
  }
  return loaded;
}

/** The page's Apollo Client, loading the Apollo part first when needed. */
export async function loadApolloClient(): Promise<ApolloClient> {
  return (await loadGraphql()).getApolloClient();
}

/** The page's Apollo Client, created on first call and reused afterwards (needs the loaded Apollo part). */
export function getApolloClient(): ApolloClient {
  return requireLoaded('getApolloClient').getApolloClient();
}

/** Builds a new client (needs the loaded Apollo part; the app uses the page's single one). */
export function createApolloClient(fetchImpl?: typeof fetch): ApolloClient {
  return requireLoaded('createApolloClient').createApolloClient(fetchImpl);
}

/** Drops the page's client (tests; after logout the cache is cleared instead). */
export function resetApolloClient(): void {
  loaded?.resetApolloClient();
}

/**
 * True when the error says the session is gone (GraphQL `extensions.code` TOKEN_INVALID / TOKEN_EXPIRED, or a
 * non-2xx answer carrying that code). Without the loaded Apollo part no Apollo error can exist: false.
 */
export function hasSessionError(error: unknown): boolean {
  return loaded ? loaded.hasSessionError(error) : false;
}

/**
 * The page's Apollo Client as a value (for `<ApolloProvider client={apolloClient}>`). It stands in for the
 * client from `getApolloClient()`, which is only created when first used; `instanceof ApolloClient` holds once
 * the Apollo part is loaded.
 */
export const apolloClient: ApolloClient = new Proxy({} as ApolloClient, {
  get(_target, property) {
    const client = getApolloClient();
    const value: unknown = Reflect.get(client, property, client);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
  set(_target, property, value) {
    return Reflect.set(getApolloClient(), property, value);
  },
  has(_target, property) {
    return Reflect.has(getApolloClient(), property);
  },
  getPrototypeOf() {
    return loaded ? loaded.ApolloClient.prototype : Object.prototype;
  },
});
