/**
 * The login's and the registration's routes for the server render (react-router's data routers): the pages' own
 * components as a guest sees them first — the empty forms, no loader (nothing to load before the form; the content
 * banner above it loads in the browser, its place is kept). Nothing of a session is read on the server: the auth
 * store is signed out there, so no redirect of a signed-in visitor, no name, no token and no e-mail address can be in
 * the HTML; the forms carry no CSRF token (the API's login takes JSON with its own checks), so the HTML can be cached
 * like any public page. Hydration comes with a later step (scripts/ssr/README.md).
 */
import type { RouteObject } from 'react-router-dom';
import LoginPage from '../pages/LoginPage';
import RegisterPage from '../pages/RegisterPage';

/** The auth feature's server-rendered routes (full paths, as in the area's route table). */
export const authServerRoutes: RouteObject[] = [
  { id: 'login', path: '/login', Component: LoginPage },
  { id: 'register', path: '/register', Component: RegisterPage },
];
