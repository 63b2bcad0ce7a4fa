import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Spinner, type FetchState } from '@marktplatz/shared';

export interface LoadStateProps<T> {
  /** A `useFetch` or `useGraphqlQuery` state. */
  state: FetchState<T>;
  /** The loaded data's view. */
  children: (data: T) => ReactNode;
  /** Stands in for the content during the first load (a skeleton of the final size); a spinner by default. */
  skeleton?: ReactNode;
  /** Whether the loaded data count as empty (e.g. `(list) => list.length === 0`). */
  isEmpty?: (data: T) => boolean;
  /** Shown for empty data; `<EmptyState />` („Keine Einträge vorhanden“) by default. */
  empty?: ReactNode;
}

/**
 * Load, empty and error state of a page or section: the skeleton (or a spinner) during the first load, the error
 * with „Erneut versuchen“, the empty state, or the data. While it loads again (`reload()`, new parameters) the data
 * already shown stay on screen.
 *
 * ```tsx
 * <LoadState state={orders} isEmpty={(list) => list.length === 0} empty={<EmptyState title="Noch keine Bestellungen" />}>
 *   {(list) => <OrderTable orders={list} />}
 * </LoadState>
 * ```
 */
export function LoadState<T>({ state, children, skeleton, isEmpty, empty }: LoadStateProps<T>) {
  if (state.loading && state.data === undefined) return <>{skeleton ?? <Spinner block />}</>;
  if (state.error !== undefined || state.data === undefined) return <ErrorState error={state.error} onRetry={state.reload} />;
  if (isEmpty?.(state.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(state.data)}</>;
}
