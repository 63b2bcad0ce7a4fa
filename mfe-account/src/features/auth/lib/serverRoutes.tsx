/**
 * The login's and the registration's routes for the server render (react-router's data routers): the pages' own
 * components as a guest sees them first — the page's content banner and the empty form. Each route's loader makes the
 * banner's call of the page (`fetchGuestPageBanners`: the same query and variables as the browser's `usePageBanners`,
 * as a guest); a failed call is no banner (an empty list), never a failed page. The loader data
 * (`{ login: { banners } }`) is what the browser's hydration (`hydrate.tsx`) hands to the same page, so the banner is
 * not asked for again; its route id tells the hydration which of the two pages the server rendered. Nothing of a
 * session is read on the server: the auth store is signed out there, so no redirect of a signed-in visitor, no name,
 * no token and no e-mail address can be in the HTML; the forms carry no CSRF token (the API's login takes JSON with its
 * own checks), so the HTML can be cached like any public page. The browser hydrates both pages (`handle.hydrate`,
 * scripts/ssr/README.md "Hydration").
 */
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { BannerPage } from '@marktplatz/shared';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import { fetchGuestPageBanners } from '../api/guestPageBanners';
import LoginPage from '../pages/LoginPage';
import RegisterPage from '../pages/RegisterPage';
import { LOGIN_ROUTE_ID, REGISTER_ROUTE_ID, type AuthPageData } from './pageData';

export { LOGIN_ROUTE_ID, REGISTER_ROUTE_ID } from './pageData';

/** A route's loader: the page's banners as a guest gets them (none when the call fails). */
const bannersOf =
  (page: BannerPage) =>
  async ({ request }: LoaderFunctionArgs): Promise<AuthPageData> => ({ banners: await fetchGuestPageBanners(page, request.signal) });

export const loginLoader = bannersOf('LOGIN');
export const registerLoader = bannersOf('REGISTRATION');

function ServerLoginPage() {
  return <LoginPage data={useLoaderData() as AuthPageData} />;
}

function ServerRegisterPage() {
  return <RegisterPage data={useLoaderData() as AuthPageData} />;
}

/** No structured data (no fitting type); the browser hydrates the page. */
const authHandle: ServerRouteHandle = { structuredData: () => [], hydrate: true };

/** The auth feature's server-rendered routes (full paths, as in the area's route table). */
export const authServerRoutes: RouteObject[] = [
  { id: LOGIN_ROUTE_ID, path: '/login', loader: loginLoader, Component: ServerLoginPage, handle: authHandle },
  { id: REGISTER_ROUTE_ID, path: '/register', loader: registerLoader, Component: ServerRegisterPage, handle: authHandle },
];
