/**
 * The area's server render (exposed as `./ssr` by the server remote, loaded by scripts/ssr): the product page with
 * its data, styles, structured data and the loader data for the client, through the shared library's server render.
 */
import { createServerRender } from '@marktplatz/shared/ssr';
import { productServerRoutes } from './features/product';

export const render = createServerRender({ area: 'mfe_shop', routes: productServerRoutes });
