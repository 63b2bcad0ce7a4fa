import type { ReactNode } from 'react';
import { ErrorState, Spinner, type FetchState } from '@marktplatz/shared';

/** Loading spinner, error with retry, or the loaded data. */
export function LoadState<T>({ state, children }: { state: FetchState<T>; children: (data: T) => ReactNode }) {
  if (state.loading && state.data === undefined) return <Spinner block />;
  if (state.error !== undefined || state.data === undefined) return <ErrorState error={state.error} onRetry={state.reload} />;
  return <>{children(state.data)}</>;
}
