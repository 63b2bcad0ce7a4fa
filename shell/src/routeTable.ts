import type { AreaName } from './federation/remotes';
import areaRoutes from './areaRoutes.json';
import { messages } from './messages';

export interface AreaRoute {
  remote: AreaName;
  /** The area's name in German (fallback, titles). */
  label: string;
  /** URL patterns owned by the area (React Router syntax; `/*` means everything below). */
  patterns: readonly string[];
  /**
   * The area still shows a preview of screens being built: the site links nowhere into it (navigation, tiles,
   * footer, notifications), its pages stay reachable by address. Remove the flag when the area ships.
   */
  preview?: true;
}

/**
 * Which area owns which URLs (ARCHITECTURE.md "Areas own their routes"). Editorial routes stay with the shell.
 * The table itself is `areaRoutes.json`: the shell's server reads it too (as dist/route-table.json) to preload the
 * route's area with the page.
 */
export const AREA_ROUTES: readonly AreaRoute[] = (
  areaRoutes as ReadonlyArray<Omit<AreaRoute, 'label' | 'remote' | 'preview'> & { remote: string; preview?: boolean }>
).map((route) => ({
  remote: route.remote as AreaName,
  label: messages.areas[route.remote as AreaName],
  patterns: route.patterns,
  ...(route.preview ? { preview: true as const } : {}),
}));

/** Old or guessed addresses of a screen, answered with a redirect to it (kept in the address bar as the target). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/cart': '/shop/cart',
  '/warenkorb': '/shop/cart',
};

/** The shell's own pages (editorial); everything else belongs to an area. */
export const SHELL_PATTERNS: readonly string[] = ['/', '/news', '/news/*', '/become-a-provider', '/page/:slug'];
