/**
 * `@marktplatz/shared/ssr/hydrate` (since 1.16.0): the browser's hydration of a server-rendered page (scripts/ssr/README.md
 * "Hydration"). The shell keeps the server's `<div data-ssr="<area>" data-hydrate>` and hands it to the area's
 * `./hydrate` with the loader data of `#mp-ssr-data-<area>`; `createHydrate` makes that module's `hydrate`: the page
 * becomes the area's own React root ("island") on that element, with the loader data of the server's render (no second
 * request) and **the server render's tree shape** (`serverRenderElement` of `@marktplatz/shared/ssr`). This file is the
 * one place in the browser that knows that shape; an area names only its route's path, how it reads its data and its
 * page. Browser code: it imports only the shared router subset (`Router`, `Routes`, `Route`), never `./index` (Node).
 */
import { Fragment, startTransition, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Route, Router, Routes, type Location, type Navigator } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import { ssrIdentifierPrefix } from './names';

/** What the shell passes: its router's location and navigator, and where an error of the island goes. */
export interface IslandContext {
  location: Location;
  navigator: Navigator;
  /**
   * An error the island's tree throws after hydration (React then unmounts the root): the shell renders the area as
   * usual instead, like its error boundary would.
   */
  onError?: (error: unknown) => void;
}

/** The hydrated page, for the shell: follow the shell's location, and unmount when the page is left. */
export interface Island {
  update: (context: IslandContext) => void;
  unmount: () => void;
}

/** An area's `./hydrate` function (what the shell's `ServerIsland` calls); null when the data holds no page. */
export type HydrateServerRoute = (container: HTMLElement, data: unknown, context: IslandContext) => Island | null;

/** A server-rendered route an area hydrates. */
export interface ServerRouteHydration<Data> {
  /** The area's remote name (`mfe_shop`): its server render's `identifierPrefix` is `<area>-` (`ssrIdentifierPrefix`). */
  area: string;
  /** The route's path pattern, as in the area's server route (`/product/:product_id`). */
  path: string;
  /** The page's data from the server's loader data (`{ loaderData: { <route id>: … } }`), or null. */
  dataOf: (serverData: unknown) => Data | null;
  /**
   * The page: the same markup as the server route's component (the same page body), its effects (title, description,
   * counters) as hooks only.
   */
  Page: ComponentType<{ data: Data }>;
}

/** Where the browser reports a recoverable hydration error (the shell's server counts it in `/metrics` by area). */
export const HYDRATION_ERRORS_PATH = '/ssr/hydration-errors';

/** The areas this page load has reported already (one report per area and page load). */
const reportedAreas = new Set<string>();

/**
 * A recoverable hydration error (React's `onRecoverableError`: the server's markup did not match and React rendered the
 * part again on the client): logged to the console as before, and reported once per area and page load as a beacon
 * `{ area }` to the shell's server — no address, message or anything of the visitor. Without `sendBeacon` (tests, old
 * browsers) nothing is sent; a failing beacon never reaches the page.
 */
function onRecoverableHydrationError(area: string, error: unknown) {
  console.error(error);
  if (reportedAreas.has(area)) return;
  reportedAreas.add(area);
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(HYDRATION_ERRORS_PATH, new Blob([JSON.stringify({ area })], { type: 'application/json' }));
  } catch {
    // a browser that refuses the beacon: the console has the error all the same
  }
}

/** Marks the element once the island has committed (`data-hydrated`), around the page without markup of its own. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * The server render's tree (`serverRenderElement`): `ThemeProvider` without global style around the router;
 * `StaticRouterProvider` renders `[router, hydration script or null]`, hence the fragment with `null` — the same forks
 * of the tree give the same `useId` values (the areas' hydration tests fail when the two drift apart).
 */
export function serverRouteTree(path: string, page: ReactElement, { location, navigator }: IslandContext): ReactElement {
  return (
    <ThemeProvider withGlobalStyle={false}>
      <Fragment>
        <Router location={location} navigator={navigator}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </Router>
        {null}
      </Fragment>
    </ThemeProvider>
  );
}

/**
 * The `hydrate` of an area's `./hydrate` for one server-rendered route: hydrates the server's markup in `container`
 * (the `data-ssr` element) with the page's data from the server's loader data, with the area's `useId` prefix; null
 * when the data holds no page (the shell then renders the area as usual). `container` gets `data-hydrated` once done.
 * A recoverable hydration error is logged and reported to the server once per area and page load (`HYDRATION_ERRORS_PATH`).
 */
export function createHydrate<Data>({ area, path, dataOf, Page }: ServerRouteHydration<Data>): HydrateServerRoute {
  return function hydrate(container, serverData, context) {
    const data = dataOf(serverData);
    if (data === null) return null;
    const onHydrated = () => container.setAttribute('data-hydrated', '');
    const page = (
      <Hydrated onHydrated={onHydrated}>
        <Page data={data} />
      </Hydrated>
    );
    let latest = context;
    const options = {
      identifierPrefix: ssrIdentifierPrefix(area),
      onUncaughtError: (error: unknown) => {
        if (latest.onError) latest.onError(error);
        else console.error(error);
      },
      onRecoverableError: (error: unknown) => onRecoverableHydrationError(area, error),
    };
    // Hydration as a transition: React hydrates the page in slices and yields to the browser in between (no single
    // long task for a page of many cards; the server's markup is on screen and a click hydrates its part first).
    let root!: ReturnType<typeof hydrateRoot>;
    startTransition(() => {
      root = hydrateRoot(container, serverRouteTree(path, page, context), options);
    });
    return {
      update: (next) => {
        latest = next;
        root.render(serverRouteTree(path, page, next));
      },
      unmount: () => root.unmount(),
    };
  };
}

/**
 * One `./hydrate` for several server-rendered routes of an area (an area exposes one `./hydrate` module; `createHydrate`
 * takes one route): the first of `hydrates` whose data holds its page hydrates the element, in the order given; null
 * when none does (the shell then renders the area as usual). Each route's `dataOf` reads its own route id of the loader
 * data, so at most one of them answers for a page.
 */
export function combineHydrations(...hydrates: HydrateServerRoute[]): HydrateServerRoute {
  return function hydrate(container, serverData, context) {
    for (const one of hydrates) {
      const island = one(container, serverData, context);
      if (island) return island;
    }
    return null;
  };
}
