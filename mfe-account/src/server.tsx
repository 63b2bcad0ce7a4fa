/**
 * The area's server render (exposed as `./ssr` by the server remote, loaded by scripts/ssr): the login and the
 * registration as a guest sees them first, with their styles, through the shared library's server render.
 */
import { createServerRender } from '@marktplatz/shared/ssr';
// Straight from the feature's lib: the server's routes are never reachable from the browser's code.
import { authServerRoutes } from './features/auth/lib/serverRoutes';

export const render = createServerRender({ area: 'mfe_account', routes: authServerRoutes });
