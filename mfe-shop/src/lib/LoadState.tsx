import type { ReactNode } from 'react';
import { ErrorState, Spinner, type FetchState } from '@marktplatz/shared';

/** Loading indicator (or the given skeleton), error with retry, or the loaded data. */
export function LoadState<T>({
  state,
  children,
  skeleton,
}: {
  state: FetchState<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
}) {
  if (state.loading) return <>{skeleton ?? <Spinner block />}</>;
  if (state.error !== undefined || state.data === undefined) return <ErrorState error={state.error} onRetry={state.reload} />;
  return <>{children(state.data)}</>;
}
