import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, type Navigator, type To } from 'react-router-dom';
import { reportLoadFailure } from './failureReports';
import { loadExposed } from './remotes';
import type { HydrateServerRoute, Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';
import type { ServerIslandEntry } from './serverIslands';

/** The module an area exposes as `./hydrate` (e.g. mfe-shop/src/features/product/lib/hydrate.tsx). */
interface HydrateModule {
  hydrate: HydrateServerRoute;
}

const pathOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

/** The shell router's navigation for a root of its own: links and `navigate` of the island move the shell's router. */
function useShellNavigator(): Navigator {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  return useMemo<Navigator>(
    () => ({
      createHref: pathOf,
      go: (delta) => void latest.current(delta),
      push: (to, state, options) => void latest.current(to, { state, preventScrollReset: options?.preventScrollReset }),
      replace: (to, state, options) => void latest.current(to, { replace: true, state, preventScrollReset: options?.preventScrollReset }),
    }),
    [],
  );
}

interface ServerIslandProps {
  island: ServerIslandEntry;
  /**
   * The area's hydration could not load, had nothing to hydrate, or its tree threw after hydration: the shell renders
   * the area as usual.
   */
  onFailed: (error: unknown) => void;
}

/**
 * An area's slot holding its server-rendered element (serverIslands.ts): the element goes back into the page in the
 * shell's commit (layout effect: before the browser paints), then the area's `./hydrate` makes it the area's own
 * React root with the server's loader data. The shell's location follows into it; leaving the page unmounts it.
 */
export function ServerIsland({ island, onFailed }: ServerIslandProps) {
  const host = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigator = useShellNavigator();
  const hydrated = useRef<Island | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  const onError = useRef((error: unknown) => failed.current(error)).current;
  const context = useRef<IslandContext>({ location, navigator, onError });
  context.current = { location, navigator, onError };

  useLayoutEffect(() => {
    const { element, area, data } = island;
    host.current?.appendChild(element);
    let left = false;
    loadExposed<HydrateModule>(area, 'hydrate')
      .then((module) => {
        if (left) return;
        const root = module.hydrate(element, data, context.current);
        if (!root) throw new Error(`${area}/hydrate: keine Daten für diese Seite.`);
        hydrated.current = root;
      })
      .catch((error: unknown) => {
        if (left) return;
        reportLoadFailure(area, error);
        failed.current(error);
      });
    return () => {
      left = true;
      element.remove();
      const root = hydrated.current;
      hydrated.current = null;
      // Not inside the shell's commit: React unmounts a root only outside another root's render.
      if (root) setTimeout(() => root.unmount(), 0);
    };
  }, [island]);

  // The shell's location into the island (e.g. a `#` link on the same page), once it is hydrated.
  useEffect(() => {
    hydrated.current?.update({ location, navigator, onError });
  }, [location, navigator, onError]);

  return <div data-area={island.area} ref={host} />;
}
