/**
 * The login's and the registration's routes for the server render (react-router's data routers): the pages' own
 * components as a guest sees them first — the empty forms. Nothing to load before the form (the content banner above
 * it loads in the browser, its place is kept); each route's loader answers null only so that its id stands in the
 * loader data (`{ login: null }`): that is how the browser's hydration (`hydrate.tsx`) knows which of the two pages the
 * server rendered. Nothing of a session is read on the server: the auth store is signed out there, so no redirect of
 * a signed-in visitor, no name, no token and no e-mail address can be in the HTML; the forms carry no CSRF token (the
 * API's login takes JSON with its own checks), so the HTML can be cached like any public page. The browser hydrates
 * both pages (`handle.hydrate`, scripts/ssr/README.md "Hydration").
 */
import type { RouteObject } from 'react-router-dom';
import type { ServerRouteHandle } from '@marktplatz/shared/ssr';
import LoginPage from '../pages/LoginPage';
import RegisterPage from '../pages/RegisterPage';

/** The routes' ids: the keys of the loader data the browser's hydration reads. */
export const LOGIN_ROUTE_ID = 'login';
export const REGISTER_ROUTE_ID = 'register';

/** No data: the route's id in the loader data marks the page (see above). */
const markPage = () => null;

/** No structured data (no fitting type); the browser hydrates the page. */
const authHandle: ServerRouteHandle = { structuredData: () => [], hydrate: true };

/** The auth feature's server-rendered routes (full paths, as in the area's route table). */
export const authServerRoutes: RouteObject[] = [
  { id: LOGIN_ROUTE_ID, path: '/login', loader: markPage, Component: LoginPage, handle: authHandle },
  { id: REGISTER_ROUTE_ID, path: '/register', loader: markPage, Component: RegisterPage, handle: authHandle },
];
