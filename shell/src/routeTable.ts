import type { AreaName } from './federation/remotes';
import { messages } from './messages';

export interface AreaRoute {
  remote: AreaName;
  /** The area's name in German (fallback, titles). */
  label: string;
  /** URL patterns owned by the area (React Router syntax; `/*` means everything below). */
  patterns: readonly string[];
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
    patterns: ['/provider-search', '/provider-detail/:slug', '/stores/*'],
  },
  {
    remote: 'mfe_leads',
    label: messages.areas.mfe_leads,
    patterns: [
      '/properties',
      '/property',
      '/property-detail/:slug',
      '/living_worlds',
      '/bauen-wohnen',
      '/world-category/lead/*',
      '/leads/*',
    ],
  },
  { remote: 'mfe_food', label: messages.areas.mfe_food, patterns: ['/food-provider-search', '/food/*'] },
  { remote: 'mfe_orders', label: messages.areas.mfe_orders, patterns: ['/orders/*'] },
  { remote: 'mfe_chat', label: messages.areas.mfe_chat, patterns: ['/chat/*'] },
  {
    remote: 'mfe_account',
    label: messages.areas.mfe_account,
    patterns: ['/login', '/register', '/register/*', '/forgot-password', '/password/reset', '/account/*'],
  },
];
