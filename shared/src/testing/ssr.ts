/**
 * `@marktplatz/shared/testing/ssr` — the server's markup for the areas' hydration tests, as `createServerRender`
 * (`@marktplatz/shared/ssr`) renders it. A sub-module of its own: it imports the server render, which the areas'
 * module tests of `./hydrate` mock to throw (they import `@marktplatz/shared/testing` only). Tests only.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import { serverRenderElement, serverRenderElementWithData, ssrIdentifierPrefix } from '../ssr';
import { islandLocation, nextTask } from './island';

/**
 * The server render's tree at `path`: `serverRenderElementWithData`; for an address with a query (which it leaves out),
 * the same static context with the query in its location — as the server's `handler.query` of the request has it.
 */
function serverElement(routes: RouteObject[], path: string, loaderData: Record<string, unknown>) {
  const query = path.indexOf('?');
  if (query < 0) return serverRenderElementWithData(routes, path, loaderData);
  const handler = createStaticHandler(routes);
  const location = islandLocation(path.slice(0, query), path.slice(query));
  const context = {
    basename: '/',
    location,
    matches: matchRoutes(handler.dataRoutes, location) ?? [],
    loaderData,
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  } as unknown as StaticHandlerContext;
  return serverRenderElement(createStaticRouter(handler.dataRoutes, context), context);
}

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
  const render = () => renderToString(serverElement(routes, path, loaderData), { identifierPrefix: ssrIdentifierPrefix(area) });
  if (!settle) return render();
  render();
  return nextTask().then(render);
}
