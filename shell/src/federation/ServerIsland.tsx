import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type Navigator, type To } from 'react-router-dom';
import { reportLoadFailure } from './failureReports';
import type { HydrateServerRoute, Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';
import { dropServerIsland, findServerIsland, hasServerIslands, type ServerIslandEntry } from './serverIslands';

/**
 * The hydration of a server-rendered page: the module an area exposes as `./hydrate` (e.g.
 * mfe-shop/src/hydrate.ts, which combines the shop's page hydrations), or one of the shell's own pages (the editorial feature's news list).
 */
export interface HydrateModule {
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
  /** Loads the page's hydration (the area's `./hydrate`, or the shell's own module). */
  load: () => Promise<HydrateModule>;
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
export function ServerIsland({ island, load, onFailed }: ServerIslandProps) {
  const host = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigator = useShellNavigator();
  const hydrated = useRef<Island | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  const loader = useRef(load);
  loader.current = load;
  const onError = useRef((error: unknown) => failed.current(error)).current;
  const context = useRef<IslandContext>({ location, navigator, onError });
  context.current = { location, navigator, onError };

  useLayoutEffect(() => {
    const { element, area, data } = island;
    host.current?.appendChild(element);
    let left = false;
    loader
      .current()
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

interface WithServerIslandProps {
  /** Whose server render it is: an area's remote name (`mfe_shop`) or `shell` for the shell's own pages. */
  area: string;
  /** Loads the page's hydration. */
  load: () => Promise<HydrateModule>;
  /** What the page is without a server-rendered island (the area, the shell's page). */
  children: ReactNode;
}

/**
 * The page's slot: on the page the server rendered for `area` to hydrate (serverIslands.ts), the hydrated root
 * instead of `children`, until the visitor leaves that page or the hydration cannot load (then `children`, as usual).
 */
export function WithServerIsland({ area, load, children }: WithServerIslandProps) {
  // Decided once: the slot must not change its element type when the island is dropped (the page would load anew).
  const [withIsland] = useState(hasServerIslands);
  return withIsland ? (
    <IslandOr area={area} load={load}>
      {children}
    </IslandOr>
  ) : (
    children
  );
}

/** On a page with a server-rendered island (only then inside the shell's router): the island, else `children`. */
function IslandOr({ area, load, children }: WithServerIslandProps) {
  const { pathname } = useLocation();
  const [island, setIsland] = useState(() => findServerIsland(area, pathname));
  const onIslandPage = island !== null && island.path === pathname;
  useEffect(() => {
    if (island && !onIslandPage) {
      dropServerIsland(island);
      setIsland(null);
    }
  }, [island, onIslandPage]);
  if (island && onIslandPage) {
    return (
      <ServerIsland
        island={island}
        load={load}
        onFailed={(error) => {
          console.error(`[shell] Bereich ${area}: Server-Seite nicht übernommen:`, error);
          dropServerIsland(island);
          setIsland(null);
        }}
      />
    );
  }
  return children;
}
