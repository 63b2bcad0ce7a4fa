import { startTransition, useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { messages } from '../messages';

export interface FetchState<T> {
  data: T | undefined;
  /** Starts `true` (spec: every fetched dataset has a loading flag that defaults to true). */
  loading: boolean;
  error: unknown;
  /** Loads again with the same loader. */
  reload: () => void;
}

/**
 * Loads data with a loading flag that starts `true`. The loader gets an AbortSignal; results of an older
 * run (deps changed, unmounted) are dropped. `error` holds the rejection (the http client rejects with the
 * server's data or `Something went wrong`).
 *
 * The result is rendered as a transition: React renders the loaded page in slices and yields to the browser in
 * between, so a large list arriving does not block input for one long task (Total Blocking Time on phones).
 */
export interface FetchOptions<T> {
  /**
   * Data the page already has when it mounts (the answer the server wrote into the HTML): read once; when it gives a
   * value, the first render shows it, not the loading state, and the first load is skipped (a change of `deps` or
   * `reload()` loads as usual).
   */
  initial?: () => T | undefined;
}

export function useFetch<T>(
  loader: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList = [],
  options: FetchOptions<T> = {},
): FetchState<T> {
  const [initial] = useState(() => options.initial?.());
  const [data, setData] = useState<T | undefined>(initial);
  const [loading, setLoading] = useState(initial === undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [tick, setTick] = useState(0);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const skipFirstLoad = useRef(initial !== undefined);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return undefined;
    }
    const controller = new AbortController();
    let active = true;
    setLoading(true);
    setError(undefined);
    loaderRef.current(controller.signal).then(
      (result) => {
        if (!active) return;
        startTransition(() => {
          setData(result);
          setLoading(false);
        });
      },
      (reason: unknown) => {
        if (!active) return;
        startTransition(() => {
          setError(reason ?? messages.somethingWentWrong);
          setLoading(false);
        });
      },
    );
    return () => {
      active = false;
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading, error, reload };
}
