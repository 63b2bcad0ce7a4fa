/**
 * `@marktplatz/shared/ssr` (since 1.14.0): an area's server render, the module its server remote exposes as `./ssr`
 * (built by `serverRemoteConfig` in tooling/webpack, loaded by scripts/ssr). The area names its server-rendered
 * routes (react-router data routes with the page's own calls as loaders); this module loads their data, renders the
 * page with its styled-components styles, writes the routes' structured data and the loader data for the client.
 * A route without a server render answers null; a loader that fails or a render error rejects: the SSR server then
 * sends the client-rendered page. Server-only (Node streams): never imported by an area's browser code.
 */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type Location,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { configure, type SharedConfig } from '../config';
import { ThemeProvider } from '../theme/ThemeProvider';
import { ssrDataId, ssrIdentifierPrefix } from './names';

export * from './names';
export * from './structuredData';

/** What a server-rendered route declares beside its loader: its JSON-LD objects from the loader's data. */
export interface ServerRouteHandle {
  structuredData: (data: unknown, origin: string) => Record<string, unknown>[];
  /**
   * The area's browser build hydrates this route's markup (its `./hydrate`, scripts/ssr/README.md "Hydration"):
   * the shell then keeps the server's markup for it instead of rendering the page anew.
   */
  hydrate?: boolean;
}

export interface ServerRenderInput {
  /** The page's path and query, e.g. `/product/leinenhemd-classic`. */
  url: string;
  /** The site's origin, for absolute addresses in the structured data. */
  origin: string;
  /** The API's endpoints (the served site's env.json). */
  api: Partial<SharedConfig>;
  /** Aborted when the SSR server stops waiting (render budget): the API calls and the render stop. */
  signal?: AbortSignal;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The page's markup (the area's part of `#root`). */
      html: string;
      /** The `<style>` tags of this render. */
      styles: string;
      /** `<script type="application/ld+json">` tags of the page's structured data. */
      structuredData: string;
      /** `<script type="application/json" id="mp-ssr-data-…">` with the loader data for the client. */
      data: string;
      /** Every matched route is hydrated by the area's browser build (`ServerRouteHandle.hydrate`). */
      hydrate: boolean;
    };

export interface ServerRenderOptions {
  /** The area's remote name (`mfe_shop`): names the loader data's script element. */
  area: string;
  /** The server-rendered routes, with full paths as in the area's route table. */
  routes: RouteObject[];
  /** Addresses of a route that the browser renders all the same (e.g. an owner's preview, which needs a session). */
  leaveToBrowser?: (address: URL) => boolean;
}

/** JSON that can stand inside a `<script>` element: no `</script>`, no HTML comment, no JS line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The tree an area's server render renders: the theme without global style (the shell's page has it) around the
 * route's data router, without react-router's inline hydration script. The browser's hydration renders the same tree
 * shape (`serverRouteTree` in `./hydrate`, the one copy of it on the browser's side), so `useId` gives the same ids on
 * both sides.
 */
export function serverRenderElement(router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext): ReactElement {
  return (
    <ThemeProvider withGlobalStyle={false}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ThemeProvider>
  );
}

/**
 * `serverRenderElement` for a page whose loader data is known (an area's hydration test renders the server's markup
 * with it; no loader runs, no request). `path` may carry the address's query (`/login?redirect=…`).
 */
export function serverRenderElementWithData(routes: RouteObject[], path: string, loaderData: Record<string, unknown>): ReactElement {
  const handler = createStaticHandler(routes);
  const query = path.indexOf('?');
  const location: Location = {
    pathname: query < 0 ? path : path.slice(0, query),
    search: query < 0 ? '' : path.slice(query),
    hash: '',
    state: null,
    key: 'default',
  };
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

/** The whole markup once every Suspense boundary is resolved; the first error rejects. */
function renderComplete(element: ReactElement, identifierPrefix: string, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      identifierPrefix,
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
      onAllReady() {
        if (failure !== undefined) reject(failure);
        else stream.pipe(sink);
      },
    });
    signal?.addEventListener(
      'abort',
      () => {
        stream.abort(signal.reason);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** An area's `render`: the server render of a URL, a redirect, or null when the area leaves that page to the browser. */
export function createServerRender({ area, routes, leaveToBrowser }: ServerRenderOptions) {
  const handler = createStaticHandler(routes);
  const dataId = ssrDataId(area);
  return async function render({ url, origin, api, signal }: ServerRenderInput): Promise<ServerRenderResult | null> {
    const address = new URL(url, origin);
    if (leaveToBrowser?.(address)) return null;
    configure(api);
    const context = await handler.query(new Request(address, { signal }));
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      return location ? { kind: 'redirect', status: context.status, location } : null;
    }
    if (context.errors || context.matches.length === 0) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    try {
      const html = await renderComplete(sheet.collectStyles(serverRenderElement(router, context)), ssrIdentifierPrefix(area), signal);
      const structuredData = context.matches
        .flatMap((match) => {
          const handle = match.route.handle as ServerRouteHandle | undefined;
          return handle?.structuredData ? handle.structuredData(context.loaderData[match.route.id], origin) : [];
        })
        .map((item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`)
        .join('');
      return {
        kind: 'page',
        status: context.statusCode,
        html,
        styles: sheet.getStyleTags(),
        structuredData,
        data: `<script type="application/json" id="${dataId}">${scriptSafeJson({ loaderData: context.loaderData })}</script>`,
        hydrate: context.matches.every((match) => (match.route.handle as ServerRouteHandle | undefined)?.hydrate === true),
      };
    } finally {
      sheet.seal();
    }
  };
}
