/**
 * The area's server render (exposed as `./ssr` by the server remote, loaded by scripts/ssr): a restaurant's menu page
 * with its data, styles, structured data and the loader data for the client, through the shared library's server render.
 */
import { createServerRender } from '@marktplatz/shared/ssr';
// Straight from the feature's lib: a re-export in its index.ts would put the page into the browser's first chunk
// (this package is not marked free of side effects, so the browser build would keep an unused re-export's imports).
import { menuServerRoutes } from './features/customer/lib/serverRoutes';
import { foodSearchServerRoutes } from './features/customer/lib/searchServerRoutes';

export const render = createServerRender({ area: 'mfe_food', routes: [...menuServerRoutes, ...foodSearchServerRoutes] });
