/**
 * The area's server render (exposed as `./ssr` by the server remote, loaded by scripts/ssr): the property page and the
 * property search with their data, styles, structured data and the loader data for the client, through the shared
 * library's server render.
 */
import { createServerRender } from '@marktplatz/shared/ssr';
// Straight from the feature's lib: a re-export in its index.ts would put the page into the browser's first chunk
// (this package is not marked free of side effects, so the browser build would keep an unused re-export's imports).
import { propertyServerRoutes } from './features/properties/lib/serverRoutes';

export const render = createServerRender({ area: 'mfe_leads', routes: propertyServerRoutes });
