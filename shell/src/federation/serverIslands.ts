/**
 * Server-rendered pages an area hydrates itself (scripts/ssr/README.md "Hydration"): the shell's server marks them
 * `<div data-ssr="<area>" data-hydrate>` in `#root`, with the loader data in `#mp-ssr-data-<area>`. The shell notes
 * them before its root renders (`captureServerIslands`); its first commit empties `#root`, and the area's slot
 * (`ServerIsland`) puts the noted element back in the same commit — the same DOM node, before the browser paints —
 * and hands it to the area's `./hydrate`. With the server render off (`MARKTPLATZ_SSR=false`) or fallen back there is none.
 */

/** A server-rendered area element waiting for its area's hydration. */
export interface ServerIslandEntry {
  /** The area's remote name (`mfe_shop`). */
  area: string;
  /** The server's `data-ssr` element. */
  element: HTMLElement;
  /** The server render's loader data (`{ loaderData }`). */
  data: unknown;
  /** The path it was rendered for: only that page hydrates it. */
  path: string;
}

let islands: ServerIslandEntry[] = [];

/** The loader data of the area's render, or undefined when missing or unreadable. */
function loaderDataOf(area: string): unknown {
  const script = document.getElementById(`mp-ssr-data-${area}`);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/** Notes the server's hydratable area elements in `container` (`#root`) before the shell's root renders into it. */
export function captureServerIslands(container: HTMLElement): void {
  islands = [];
  for (const element of Array.from(container.children)) {
    if (!(element instanceof HTMLElement) || !element.hasAttribute('data-hydrate')) continue;
    const area = element.getAttribute('data-ssr');
    if (!area) continue;
    const data = loaderDataOf(area);
    if (data === undefined) continue;
    islands.push({ area, element, data, path: window.location.pathname });
  }
}

/** Whether the page came with a server-rendered element an area hydrates (and none has been dropped yet). */
export function hasServerIslands(): boolean {
  return islands.length > 0;
}

/** The server-rendered element of `area` for the page at `pathname`, if there is one still waiting. */
export function findServerIsland(area: string, pathname: string): ServerIslandEntry | null {
  return islands.find((island) => island.area === area && island.path === pathname) ?? null;
}

/** Forgets an island: its page was left or its hydration failed (a later visit renders the area as usual). */
export function dropServerIsland(island: ServerIslandEntry): void {
  islands = islands.filter((entry) => entry !== island);
}
