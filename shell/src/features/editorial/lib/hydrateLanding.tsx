/**
 * The browser's hydration of the shell's own server-rendered landing page (`/`, route id `landing` of
 * `serverRoutes.tsx`), as `hydrateBecomeProvider.tsx` does for „Anbieter werden“: the page becomes the shell's own
 * React root on the server's markup with the server's landing data and order of the sections (no second request; the
 * hero's heading and picture stay the server's nodes). Its sticky layer shows after the hydration, like every overlay;
 * a link to an area this site does not deploy is shown as the server rendered it and left out right after the
 * hydration (`isReachable` knows the composition only in the browser). The tour is the shell's, outside this root.
 */
import LandingPage from '../pages/LandingPage';
import type { LandingLoaderData } from './serverRoutes';
import { hydrateShellPage } from './hydrateShellPage';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The landing data of the server's loader data (`{ loaderData: { landing: { homepage, layout } } }`), or null. */
export function landingOfServerData(data: unknown): LandingLoaderData | null {
  const loaderData = isObject(data) ? data.loaderData : undefined;
  const loaded = isObject(loaderData) ? loaderData.landing : undefined;
  if (!isObject(loaded) || !isObject(loaded.homepage) || !isObject(loaded.layout)) return null;
  const { homepage, layout } = loaded;
  if (!['banners', 'widgets', 'news', 'providers'].every((key) => Array.isArray(homepage[key]))) return null;
  if (!Array.isArray(layout.sections) || !Array.isArray(layout.sticky_layers)) return null;
  return loaded as unknown as LandingLoaderData;
}

/** The page as the server route renders it (`ServerLanding`). */
function HydratedLanding({ data }: { data: LandingLoaderData }) {
  return <LandingPage initial={data} />;
}

/**
 * Hydrates the server's landing page in `container` (the `data-ssr="shell"` element); null when the data holds none
 * (the shell then renders the page as usual). The data is taken here: a later visit loads its own.
 */
export const hydrate = hydrateShellPage({ routeId: 'landing', path: '/', dataOf: landingOfServerData, Page: HydratedLanding });
