/**
 * The loader data of the shell's server render of the document's page (`<script type="application/json"
 * id="mp-ssr-data-shell">`, scripts/ssr/README.md "The shell's own pages"), by route id (`news-list`,
 * `become-provider`): the browser's first render of that page shows the same data as the server's markup it replaces,
 * without asking the API again. Each route's data is taken once; a later visit of the page loads as usual.
 */

/** The element's id: `ssrDataId('shell')` of `@marktplatz/shared/ssr` (a server-only module, not imported here). */
export const SHELL_SSR_DATA_ID = 'mp-ssr-data-shell';

let loaded: Record<string, unknown> | null = null;

function loaderData(): Record<string, unknown> {
  if (loaded) return loaded;
  loaded = {};
  if (typeof document === 'undefined') return loaded;
  try {
    const parsed: unknown = JSON.parse(document.getElementById(SHELL_SSR_DATA_ID)?.textContent ?? 'null');
    const data = parsed && typeof parsed === 'object' ? (parsed as { loaderData?: unknown }).loaderData : undefined;
    if (data && typeof data === 'object') loaded = { ...(data as Record<string, unknown>) };
  } catch {
    // unreadable: the page loads its data itself
  }
  return loaded;
}

/** The server's loader data of the route, once (undefined without a server render of it). */
export function takeServerLoaderData<T>(routeId: string): T | undefined {
  const data = loaderData();
  const value = data[routeId];
  delete data[routeId];
  return (value ?? undefined) as T | undefined;
}

/** Forgets what was read (tests). */
export function resetServerLoaderData(): void {
  loaded = null;
}
