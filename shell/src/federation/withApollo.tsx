import type { ComponentType } from 'react';
import { loadApolloClient } from '@marktplatz/shared';

/**
 * Wraps an area's component in the page's `ApolloProvider` (the one client of `@marktplatz/shared`). Apollo,
 * graphql and rxjs are fetched here, together with the area, not with the landing page.
 */
export async function withApolloProvider<P extends object>(load: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Inner, { ApolloProvider }, client] = await Promise.all([
    load,
    import('@apollo/client/react'),
    loadApolloClient(),
  ]);
  function WithApollo(props: P) {
    return (
      <ApolloProvider client={client}>
        <Inner {...props} />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `WithApollo(${Inner.displayName ?? Inner.name ?? 'Area'})`;
  return WithApollo;
}
