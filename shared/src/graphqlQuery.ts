/**
 * GraphQL through the page's one Apollo Client. Apollo, graphql and rxjs are loaded by the first query (not with
 * the page), so a page that runs no GraphQL query downloads none of them; no `ApolloProvider` is needed.
 *
 * A failed query rejects (or sets `error`) like the http client: `{ status: false, message, code?, errors? }`, the
 * first GraphQL error's message and, for `VALIDATION_FAILED`, its field errors — `errorMessage()`,
 * `fieldErrors()` and `<ErrorState error={…}>` read both the same way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentNode } from 'graphql';
import type { ObservableQuery, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { loadApolloClient } from './graphql';
import type { FetchState } from './hooks/useFetch';
import { messages } from './messages';

export type GraphqlFetchPolicy = 'cache-first' | 'network-only' | 'cache-and-network' | 'no-cache';

export interface GraphqlQueryOptions<V extends OperationVariables = OperationVariables> {
  variables?: V;
  /** `cache-first` (default): a query answered before on this page is not sent again. */
  fetchPolicy?: GraphqlFetchPolicy;
}

export interface UseGraphqlQueryOptions<V extends OperationVariables = OperationVariables> extends GraphqlQueryOptions<V> {
  /** Do not run the query (yet), e.g. while a variable is unknown; the state is then not loading. */
  skip?: boolean;
}

/** A rejection of the GraphQL layer in the http client's shape. */
export interface GraphqlFailure {
  status: false;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

type GraphqlDocument<T, V extends OperationVariables> = DocumentNode | TypedDocumentNode<T, V>;

interface FormattedError {
  message?: unknown;
  extensions?: { code?: unknown; errors?: unknown };
}

/** The first GraphQL error of an Apollo error (CombinedGraphQLErrors carries `errors`), if any. */
function firstGraphqlError(error: unknown): FormattedError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const list = (error as { errors?: unknown }).errors;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const first: unknown = list[0];
  return first && typeof first === 'object' ? (first as FormattedError) : undefined;
}

/** Any rejection of a query as `{ status: false, message, code?, errors? }`. */
export function toGraphqlFailure(error: unknown): GraphqlFailure {
  const first = firstGraphqlError(error);
  if (first) {
    const failure: GraphqlFailure = {
      status: false,
      message: typeof first.message === 'string' && first.message !== '' ? first.message : messages.somethingWentWrong,
    };
    if (typeof first.extensions?.code === 'string') failure.code = first.extensions.code;
    const fields = first.extensions?.errors;
    if (fields && typeof fields === 'object' && !Array.isArray(fields)) failure.errors = fields as Record<string, string[]>;
    return failure;
  }
  // A network or server error: a readable text, never an English stack message.
  return { status: false, message: messages.somethingWentWrong };
}

/**
 * Runs one query (outside React, or inside a `useFetch` loader) and resolves with its data.
 *
 * ```ts
 * const { cookieBanner } = await queryGraphql<CookieBannerData>(COOKIE_BANNER_QUERY, { signal });
 * ```
 */
export async function queryGraphql<T, V extends OperationVariables = OperationVariables>(
  query: GraphqlDocument<T, V>,
  options: GraphqlQueryOptions<V> & { signal?: AbortSignal } = {},
): Promise<T> {
  const client = await loadApolloClient();
  try {
    const result = await client.query<T, V>({
      query,
      variables: options.variables,
      fetchPolicy: options.fetchPolicy ?? 'cache-first',
      context: options.signal ? { fetchOptions: { signal: options.signal } } : undefined,
    } as Parameters<typeof client.query<T, V>>[0]);
    if (result.data === undefined) throw { status: false, message: messages.somethingWentWrong };
    return result.data as T;
  } catch (error) {
    throw toGraphqlFailure(error);
  }
}

interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * A query as a `FetchState` (`data`, `loading`, `error`, `reload`) — render it with `<LoadState>` like a REST
 * load. Answers come from Apollo's cache and follow it (a later write to the cache updates the page); data stay
 * while `reload()` or new variables load; `reload()` asks the server again.
 *
 * ```tsx
 * const state = useGraphqlQuery<{ forgotPasswordText: ContentText | null }>(FORGOT_PASSWORD_TEXT);
 * ```
 */
export function useGraphqlQuery<T, V extends OperationVariables = OperationVariables>(
  query: GraphqlDocument<T, V>,
  options: UseGraphqlQueryOptions<V> = {},
): FetchState<T> {
  const { variables, fetchPolicy = 'cache-first', skip = false } = options;
  const [state, setState] = useState<QueryState<T>>(() => ({ data: undefined, loading: !skip, error: undefined }));
  const [attempt, setAttempt] = useState(0);
  const observableRef = useRef<ObservableQuery<T, V> | null>(null);
  const variablesKey = JSON.stringify(variables ?? {});

  useEffect(() => {
    if (skip) {
      setState((previous) => ({ ...previous, loading: false, error: undefined }));
      return undefined;
    }
    let active = true;
    let subscription: { unsubscribe(): void } | undefined;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    loadApolloClient().then(
      (client) => {
        if (!active) return;
        const observable = client.watchQuery<T, V>({
          query,
          variables: JSON.parse(variablesKey) as V,
          fetchPolicy,
          notifyOnNetworkStatusChange: true,
        } as Parameters<typeof client.watchQuery<T, V>>[0]);
        observableRef.current = observable;
        subscription = observable.subscribe({
          next: (result) => {
            if (!active) return;
            if (result.error) {
              setState((previous) => ({ data: previous.data, loading: false, error: toGraphqlFailure(result.error) }));
            } else if (result.loading || result.data === undefined) {
              setState((previous) => ({ ...previous, loading: true }));
            } else {
              setState({ data: result.data as T, loading: false, error: undefined });
            }
          },
          error: (error: unknown) => {
            if (active) setState((previous) => ({ data: previous.data, loading: false, error: toGraphqlFailure(error) }));
          },
        });
      },
      (error: unknown) => {
        if (active) setState((previous) => ({ data: previous.data, loading: false, error: toGraphqlFailure(error) }));
      },
    );
    return () => {
      active = false;
      subscription?.unsubscribe();
      observableRef.current = null;
    };
  }, [query, variablesKey, fetchPolicy, skip, attempt]);

  const reload = useCallback(() => {
    const observable = observableRef.current;
    if (!observable) {
      // Apollo itself could not be loaded: try the whole query again.
      setAttempt((n) => n + 1);
      return;
    }
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    // An error of the new request arrives through the subscription.
    observable.refetch().catch(() => undefined);
  }, []);

  return { data: state.data, loading: state.loading, error: state.error, reload };
}
