/**
 * The editorial pages (landing page, „Anbieter werden“, content pages, news): the route component the shell's routes
 * mount. The frame (`layout/`: `lib/layoutData`) imports its piece directly, so it stays in its own chunk; so does the shell's server render (`src/server.tsx`: `lib/serverRoutes`), which the browser's build never reaches.
 */
export { EditorialRoute, type EditorialPageName } from './components/routes';
/** The guided tour of the landing page: beside the page's slot, so a hydrated landing page does not hold it. */
export { TourPopup } from './components/TourPopup';

/** The hydration of the server-rendered landing page (`lib/hydrateLanding`). */
export const loadLandingHydration = () => import(/* webpackChunkName: "landing-hydration" */ './lib/hydrateLanding');

/**
 * The hydration of the server-rendered news list and news article (`lib/hydrateNews`), for the shell's route slot; in
 * the news chunk, with the pages it hydrates.
 */
export const loadNewsHydration = () => import(/* webpackChunkName: "news" */ './lib/hydrateNews');

/** The hydration of the server-rendered „Anbieter werden“ (`lib/hydrateBecomeProvider`), in the page's chunk. */
export const loadBecomeProviderHydration = () => import(/* webpackChunkName: "become-provider" */ './lib/hydrateBecomeProvider');
