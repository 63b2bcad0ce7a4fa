/**
 * The area's server render (exposed as `./ssr` by the server remote, loaded by scripts/ssr): the product page with
 * its data, styles, structured data and the loader data for the client, through the shared library's server render.
 */
import { createServerRender } from '@marktplatz/shared/ssr';
// Straight from the feature's lib, as in every area: the server's routes are never reachable from the browser's code.
import { productServerRoutes } from './features/product/lib/serverRoutes';
import { catalogServerRoutes } from './features/catalog/lib/serverRoutes';

export const render = createServerRender({ area: 'mfe_shop', routes: [...productServerRoutes, ...catalogServerRoutes] });
