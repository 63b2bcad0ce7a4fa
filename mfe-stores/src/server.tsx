/**
 * The area's server render (exposed as `./ssr` by the server remote, loaded by scripts/ssr): the provider page with
 * its data, styles, structured data and the loader data for the client, through the shared library's server render.
 */
import { createServerRender } from '@marktplatz/shared/ssr';
// Straight from the feature's lib: a re-export in its index.ts would put the page into the browser's first chunk
// (this package is not marked free of side effects, so the browser build would keep an unused re-export's imports).
import { providerServerRoutes } from './features/provider-page/lib/serverRoutes';
import { providerSearchServerRoutes } from './features/search/lib/serverRoutes';

export const render = createServerRender({
  area: 'mfe_stores',
  routes: [...providerServerRoutes, ...providerSearchServerRoutes],
  // The owner's preview needs the owner's session: the browser renders it.
  leaveToBrowser: (address) => address.searchParams.get('preview') === '1',
});
