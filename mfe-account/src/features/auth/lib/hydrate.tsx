/**
 * The browser's hydration of the server-rendered login and registration (exposed as `mfe_account/hydrate`;
 * scripts/ssr/README.md "Hydration"): one `./hydrate` for both routes, `combineHydrations` of the shared library picks
 * the one whose route id stands in the server's loader data (`serverRoutes.tsx`). The pages are the same components
 * as on the server, with the server's loader data: the content banner the server rendered is the first render's (no
 * second request for it). What is personal follows right after the guest's view: a signed-in visitor on `/login` is
 * sent on by the page's own `<Navigate>` once the auth store's browser state replaces its server snapshot (signed out),
 * so the hydration and the redirect do not fight. `?redirect=`, `?confirmed=` and `?type=provider` come from the
 * shell's location on both sides. What the visitor typed or picked before the hydration stays (`KeepTypedValues` in
 * the forms).
 */
import type { PageBanner } from '@marktplatz/shared';
import { combineHydrations, createHydrate } from '@marktplatz/shared/ssr/hydrate';
import LoginPage from '../pages/LoginPage';
import RegisterPage from '../pages/RegisterPage';
import { LOGIN_ROUTE_ID, REGISTER_ROUTE_ID, type AuthPageData } from './pageData';

export type { Island, IslandContext } from '@marktplatz/shared/ssr/hydrate';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Banners the page can render: a list of records with a title. */
function isBannerList(value: unknown): value is PageBanner[] {
  return Array.isArray(value) && value.every((banner) => isRecord(banner) && typeof banner.title === 'string');
}

/**
 * The page the server rendered for route `id` — its id stands in the loader data (`{ loaderData: { login: { banners } } }`)
 * — with the banners the server rendered; null when the id is not there. Without banners of the right kind (`null`
 * from an older server build) the page's banner loads in the browser, as the server rendered it then (its placeholder).
 */
export function pageOfServerData(id: string, data: unknown): AuthPageData | null {
  const loaderData = (data as { loaderData?: unknown } | null)?.loaderData;
  if (!isRecord(loaderData) || !Object.prototype.hasOwnProperty.call(loaderData, id)) return null;
  const page = loaderData[id];
  const banners = isRecord(page) ? page.banners : undefined;
  return isBannerList(banners) ? { banners } : {};
}

const hydrateLogin = createHydrate({
  area: 'mfe_account',
  path: '/login',
  dataOf: (data) => pageOfServerData(LOGIN_ROUTE_ID, data),
  Page: LoginPage,
});

const hydrateRegistration = createHydrate({
  area: 'mfe_account',
  path: '/register',
  dataOf: (data) => pageOfServerData(REGISTER_ROUTE_ID, data),
  Page: RegisterPage,
});

/**
 * Hydrates the server's login or registration in `container` (the `data-ssr` element); null when the loader data
 * names neither (the shell then renders the area as usual). `container` gets `data-hydrated` once done.
 */
export const hydrate = combineHydrations(hydrateLogin, hydrateRegistration);
