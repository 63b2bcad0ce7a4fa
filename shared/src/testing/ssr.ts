/**
 * `@marktplatz/shared/testing/ssr` — the server's markup for the areas' hydration tests, as `createServerRender`
 * (`@marktplatz/shared/ssr`) renders it. A sub-module of its own: it imports the server render, which the areas'
 * module tests of `./hydrate` mock to throw (they import `@marktplatz/shared/testing` only). Tests only.
 */
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { serverRenderElementWithData, ssrIdentifierPrefix } from '../ssr';
import { nextTask } from './island';

export interface ServerMarkupOptions {
  /** The area's server routes (`catalogServerRoutes`). */
  routes: RouteObject[];
  /** The page's path (`/product/bio-honig`), with the address's query if the page reads it (`/login?redirect=…`). */
  path: string;
  /** The loaded data by route id (`{ product }`). */
  loaderData: Record<string, unknown>;
  /** The area's remote name (`mfe_shop`): the render's `useId` prefix (`ssrIdentifierPrefix`). */
  area: string;
}

/**
 * The server's markup of a page: `serverRenderElementWithData` rendered to a string with the area's `useId` prefix.
 * With `settle`, a page with lazy sections: the server waits for all of them (`onAllReady`); here a first render starts
 * their chunks, one task inside `act` loads them, and the second render has them (a promise then).
 */
export function serverMarkup(options: ServerMarkupOptions & { settle?: false }): string;
export function serverMarkup(options: ServerMarkupOptions & { settle: true }): Promise<string>;
export function serverMarkup({
  routes,
  path,
  loaderData,
  area,
  settle,
}: ServerMarkupOptions & { settle?: boolean }): string | Promise<string> {
  const render = () =>
    renderToString(serverRenderElementWithData(routes, path, loaderData), { identifierPrefix: ssrIdentifierPrefix(area) });
  if (!settle) return render();
  render();
  return nextTask().then(render);
}
