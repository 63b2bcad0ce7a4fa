/**
 * One of the shell's own server-rendered pages hydrated in the browser (scripts/ssr/README.md "The shell's own pages"):
 * `createHydrate` for the shell's root, and the route's loader data taken once the page is hydrated — a later visit
 * of the page loads its own.
 */
import { createHydrate, type HydrateServerRoute, type ServerRouteHydration } from '@marktplatz/shared/ssr/hydrate';
import { takeServerLoaderData } from './serverLoaderData';

/** `routeId`: the server route's id (`landing`, `news-list`, …), whose loader data the hydrated page has taken. */
export function hydrateShellPage<Data>({
  routeId,
  ...route
}: Omit<ServerRouteHydration<Data>, 'area'> & { routeId: string }): HydrateServerRoute {
  const hydratePage = createHydrate({ area: 'shell', ...route });
  return (container, data, context) => {
    const island = hydratePage(container, data, context);
    if (island) takeServerLoaderData(routeId);
    return island;
  };
}
