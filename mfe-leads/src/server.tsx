/**
 * The area's server render (exposed as `./ssr` by the server remote, loaded by scripts/ssr): the property page, the
 * property search, the living worlds and a living-world category with their data, styles, structured data and the
 * loader data for the client, through the shared library's server render.
 */
import { createServerRender } from '@marktplatz/shared/ssr';
// Straight from the features' libs: a re-export in their index.ts would put the pages into the browser's first chunk
// (this package is not marked free of side effects, so the browser build would keep an unused re-export's imports).
import { worldServerRoutes } from './features/journey/lib/serverRoutes';
import { propertyServerRoutes } from './features/properties/lib/serverRoutes';

export const render = createServerRender({ area: 'mfe_leads', routes: [...propertyServerRoutes, ...worldServerRoutes] });
