/**
 * The area's server render (exposed as `./ssr` by the server remote, loaded by scripts/ssr): the page of a URL with
 * its data loaded on the server through the route's loader, its styled-components styles, its structured data and
 * the loader data for the client. Routes without a server render, a loader that fails and a render error answer
 * null or reject: the SSR server then sends the client-rendered page.
 */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { configure, ThemeProvider, type SharedConfig } from '@marktplatz/shared';
// Straight from the feature's lib: a re-export in its index.ts would put the page into the browser's first chunk
// (this package is not marked free of side effects, so the browser build would keep an unused re-export's imports).
import { providerServerRoutes, type ServerRouteHandle } from './features/provider-page/lib/serverRoutes';

/** The id of the script element with the render's loader data (the client's hydration reads it). */
export const SSR_DATA_ID = 'mp-ssr-data-mfe_stores';

export interface ServerRenderInput {
  /** The page's path and query, e.g. `/provider-detail/textil-weber`. */
  url: string;
  /** The site's origin, for absolute addresses in the structured data. */
  origin: string;
  /** The API's endpoints (the served site's env.json). */
  api: Partial<SharedConfig>;
  /** Aborted when the SSR server stops waiting (render budget): the API call and the render stop. */
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
    };

/** JSON that can stand inside a `<script>` element: no `</script>`, no HTML comment, no JS line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const handler = createStaticHandler(providerServerRoutes);

/** The whole markup once every Suspense boundary is resolved; the first error rejects. */
function renderComplete(element: ReactElement, signal?: AbortSignal): Promise<string> {
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

/** The server render of `url`, a redirect, or null when this area does not render that page on the server. */
export async function render({ url, origin, api, signal }: ServerRenderInput): Promise<ServerRenderResult | null> {
  const address = new URL(url, origin);
  // The owner's preview needs the owner's session: the browser renders it.
  if (address.searchParams.get('preview') === '1') return null;
  configure(api);
  const request = new Request(address, { signal });
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', status: context.status, location } : null;
  }
  if (context.errors || context.matches.length === 0) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderComplete(
      sheet.collectStyles(
        <ThemeProvider withGlobalStyle={false}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ThemeProvider>,
      ),
      signal,
    );
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
      data: `<script type="application/json" id="${SSR_DATA_ID}">${scriptSafeJson({ loaderData: context.loaderData })}</script>`,
    };
  } finally {
    sheet.seal();
  }
}
