/**
 * The shell's server render of its own pages (exposed as `./ssr` by the shell's server build in `dist/server/`,
 * loaded by the shell's production server like an area's server remote: scripts/ssr/README.md "The shell's own
 * pages"). Never part of the browser's build.
 */
import { createServerRender } from '@marktplatz/shared/ssr';
// Straight from the feature's lib, as in every area: the server's routes are never reachable from the browser's code.
import { editorialLeaveToBrowser, editorialServerRoutes } from './features/editorial/lib/serverRoutes';

export const render = createServerRender({ area: 'shell', routes: editorialServerRoutes, leaveToBrowser: editorialLeaveToBrowser });
