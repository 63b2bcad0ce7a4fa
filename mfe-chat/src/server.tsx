/**
 * The area's server render (exposed as `./ssr` by the server remote, loaded by scripts/ssr): the contact form as a
 * guest sees it first, with its topics and styles, through the shared library's server render.
 */
import { createServerRender } from '@marktplatz/shared/ssr';
// Straight from the feature's lib: the server's routes are never reachable from the browser's code.
import { contactServerRoutes } from './features/contact/lib/serverRoutes';

export const render = createServerRender({ area: 'mfe_chat', routes: contactServerRoutes });
