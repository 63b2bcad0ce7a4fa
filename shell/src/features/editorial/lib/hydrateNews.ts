/**
 * The shell's hydration of its server-rendered news pages (the `/news/*` route slot, `loadNewsHydration`): the list
 * (`hydrateNewsList.tsx`) or the article (`hydrateNewsPost.tsx`), whichever the server's loader data holds.
 */
import { combineHydrations } from '@marktplatz/shared/ssr/hydrate';
import { hydrate as hydrateNewsList } from './hydrateNewsList';
import { hydrate as hydrateNewsPost } from './hydrateNewsPost';

export const hydrate = combineHydrations(hydrateNewsList, hydrateNewsPost);
