import type { PageBanner } from '@marktplatz/shared';

/**
 * The server routes' ids (`serverRoutes.tsx`): the keys of the loader data the browser's hydration reads. Here, not in
 * `serverRoutes.tsx`, so that the browser's `./hydrate` does not take in the server's routes and loaders.
 */
export const LOGIN_ROUTE_ID = 'login';
export const REGISTER_ROUTE_ID = 'register';

/**
 * The server-rendered login's or registration's data (its route's loader data, `serverRoutes.tsx`), which the browser's
 * hydration hands to the same page (`hydrate.tsx`): the page's content banners as a guest gets them. Without it (the
 * area's own routes in the browser) the banner loads as before.
 */
export interface AuthPageData {
  banners?: PageBanner[];
}
