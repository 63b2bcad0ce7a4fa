/**
 * The area's `./hydrate` (exposed in `webpack.config.cjs`; scripts/ssr/README.md "Hydration"): the browser's
 * hydration of every page the stores' server remote renders for it — the provider page and the provider search. The
 * shell loads this one module for any `data-ssr="mfe_stores"` element marked `data-hydrate`; whichever route's data
 * the server's loader data holds hydrates it (`combineHydrations`), none → null (the shell renders the area as usual).
 */
import { combineHydrations } from '@marktplatz/shared/ssr/hydrate';
// Straight from the features' lib, like `server.tsx`: the hydrations are reachable only through this module.
import { hydrate as hydrateProviderPage } from './features/provider-page/lib/hydrate';
import { hydrate as hydrateProviderSearch } from './features/search/lib/hydrate';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

export const hydrate = combineHydrations(hydrateProviderPage, hydrateProviderSearch);
