import { useEffect, useState, type ReactNode } from 'react';
import { isGraphqlLoaded, loadGraphql } from './graphql';

export interface GraphqlBoundaryProps {
  children: ReactNode;
  /** Shown while the Apollo part loads (default: nothing). */
  fallback?: ReactNode;
}

/**
 * Renders its children once the Apollo part of the library is loaded, so `apolloClient` and `getApolloClient()`
 * can be used synchronously below it (e.g. `<ApolloProvider client={apolloClient}>`). A failed load is thrown
 * to the nearest error boundary.
 */
export function GraphqlBoundary({ children, fallback = null }: GraphqlBoundaryProps) {
  const [ready, setReady] = useState(isGraphqlLoaded);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadGraphql().then(
      () => live && setReady(true),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [ready]);
  if (failure) throw failure.error;
  return <>{ready ? children : fallback}</>;
}
