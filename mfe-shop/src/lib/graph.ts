import { loadGraphql, queryGraphql, type GraphqlFetchPolicy } from '@marktplatz/shared';

/**
 * One GraphQL query through the page's Apollo client (loaded with the first query, so the pages without GraphQL
 * never load it): resolves with `data`, rejects like the http client (`{ status: false, message, code?, errors? }`).
 * Lists the provider changes on these screens are asked for fresh (`network-only`); reference lists may come from
 * Apollo's cache.
 */
export async function graph<T>(
  query: string,
  variables: Record<string, unknown> = {},
  signal?: AbortSignal,
  fetchPolicy: GraphqlFetchPolicy = 'network-only',
): Promise<T> {
  const { gql } = await loadGraphql();
  return queryGraphql<T>(gql(query), { variables, signal, fetchPolicy });
}
