import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFetch, type FetchState } from '@marktplatz/shared';

/** What a page's or post's answer says about its address: its current slug and the shell path (`/page/…`, `/news/…`). */
interface Addressed {
  slug: string;
  url: string;
}

/** The slug the address moved to after an answer for another slug, and the slug that was asked for. */
interface Followed {
  asked: string;
  current: string;
}

/**
 * Loads a content page or news post by the slug in the address (`load`; `initial`: the answer the server wrote into
 * the page). A renamed page's old slug answers 301 and the browser follows it, so the answer names another slug: the
 * address is then replaced by the answer's `url` (no new history entry), so bookmarks, shared links and the head
 * (og:url, canonical link) name the current slug. The load stays keyed on the slug it asked for, so following the
 * new address neither loads again nor shows the loading state.
 */
export function useSlugFetch<T extends Addressed>(
  slug: string,
  load: (slug: string, signal: AbortSignal) => Promise<T>,
  initial?: (slug: string) => T | undefined,
  /** Something else the answer depends on (a preview token): when it changes, the page loads again. */
  variant: string | null = null,
): FetchState<T> {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const [followed, setFollowed] = useState<Followed | null>(null);
  const asked = followed && followed.current === slug ? followed.asked : slug;
  const state = useFetch(async (signal) => ({ asked, answer: await load(asked, signal) }), [asked, variant], {
    initial: () => {
      const answer = initial?.(asked);
      return answer ? { asked, answer } : undefined;
    },
  });
  // Only the answer to the current request counts: right after the slug changed, the previous answer is still there.
  const answer = state.data?.asked === asked ? state.data.answer : undefined;
  const moved = answer && answer.slug !== slug && answer.url.startsWith('/') && !answer.url.startsWith('//') ? answer : undefined;

  useEffect(() => {
    if (!moved) return;
    setFollowed({ asked, current: moved.slug });
    navigate({ pathname: moved.url, search, hash }, { replace: true });
  }, [moved, asked, navigate, search, hash]);

  return { ...state, data: state.data?.answer };
}
