import type { AreaName } from './federation/remotes';
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

/** Which area owns which URLs (ARCHITECTURE.md "Areas own their routes"). Editorial routes stay with the shell. */
export const AREA_ROUTES: readonly AreaRoute[] = [
  {
    remote: 'mfe_shop',
    label: messages.areas.mfe_shop,
    patterns: ['/product-list', '/product/:product_id', '/product-search', '/shop/*'],
  },
  {
    remote: 'mfe_stores',
    label: messages.areas.mfe_stores,
    preview: true,
    patterns: ['/provider-search', '/provider-detail/:slug', '/stores/*'],
  },
  {
    remote: 'mfe_leads',
    label: messages.areas.mfe_leads,
    patterns: [
      '/finder',
      '/properties',
      '/property',
      '/property-detail/:slug',
      '/living_worlds',
      '/bauen-wohnen',
      '/world-category/lead/*',
      '/leads/*',
    ],
  },
  { remote: 'mfe_food', label: messages.areas.mfe_food, patterns: ['/food-provider-search', '/food/*'], preview: true },
  { remote: 'mfe_orders', label: messages.areas.mfe_orders, patterns: ['/orders/*'] },
  { remote: 'mfe_chat', label: messages.areas.mfe_chat, patterns: ['/chat/*'], preview: true },
  {
    remote: 'mfe_account',
    label: messages.areas.mfe_account,
    patterns: ['/login', '/register', '/register/*', '/forgot-password', '/password/reset', '/account/*'],
  },
];

/** Old or guessed addresses of a screen, answered with a redirect to it (kept in the address bar as the target). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/cart': '/shop/cart',
  '/warenkorb': '/shop/cart',
};

/** The shell's own pages (editorial); everything else belongs to an area. */
export const SHELL_PATTERNS: readonly string[] = ['/', '/news', '/news/*', '/become-a-provider', '/page/:slug'];
