import { lazy, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { reportLoadFailure } from './failureReports';
import { loadExposed, resetRemote } from './remotes';

type ComponentModule<P> = { default?: ComponentType<P> } | ComponentType<P>;

function pickComponent<P>(loaded: ComponentModule<P>, id: string): ComponentType<P> {
  if (typeof loaded === 'function') return loaded;
  if (loaded.default) return loaded.default;
  throw new Error(`${id} exportiert keine Komponente.`);
}

export interface RemoteComponentState<P> {
  /** A lazy component for the current attempt; a new one after each retry. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Changes with each attempt: key the error boundary with it so a retry starts clean. */
  attempt: number;
  retrying: boolean;
  /** Forgets the failed remote in the runtime, then tries again with a fresh lazy component. */
  retry: () => Promise<void>;
}

/**
 * An exposed module of a remote as a lazy component, with a retry that really re-attempts the load. No
 * ApolloProvider around it: a page's first GraphQL query (`useGraphqlQuery`/`queryGraphql`) loads Apollo, so a page
 * without GraphQL never does.
 */
export function useRemoteComponent<P extends object>(remote: string, exposed: string): RemoteComponentState<P> {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const Component = useMemo(
    () =>
      lazy(async () => {
        try {
          const loaded = await loadExposed<ComponentModule<P>>(remote, exposed);
          return { default: pickComponent(loaded, `${remote}/${exposed}`) };
        } catch (error) {
          reportLoadFailure(remote, error);
          throw error;
        }
      }),
    // a new attempt must create a new lazy component: React caches a rejected lazy forever
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, exposed, attempt],
  );
  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      await resetRemote(remote);
    } finally {
      setRetrying(false);
      setAttempt((value) => value + 1);
    }
  }, [remote]);
  return { Component, attempt, retrying, retry };
}
