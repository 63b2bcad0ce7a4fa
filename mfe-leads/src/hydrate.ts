/**
 * The area's hydration of its server-rendered pages (exposed as `./hydrate`, loaded by the shell's `ServerIsland`;
 * scripts/ssr/README.md "Hydration"): the property page, the property search, the living worlds and the lead category
 * pages, each from its feature's lib.
 * The route whose loader data the server wrote hydrates the page; null for any other (the shell renders the area as
 * usual). Browser code, beside `server.tsx` (the server's side of the same routes).
 */
import { combineHydrations } from '@marktplatz/shared/ssr/hydrate';
// Straight from the features' libs, as in server.tsx: a re-export in their index.ts would put the pages into the
// browser's first chunk.
import { hydrateCategoryPage, hydrateWorldsPage } from './features/journey/lib/hydrate';
import { hydratePropertyListPage, hydratePropertyPage } from './features/properties/lib/hydrate';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

export const hydrate = combineHydrations(hydratePropertyPage, hydratePropertyListPage, hydrateWorldsPage, hydrateCategoryPage);
