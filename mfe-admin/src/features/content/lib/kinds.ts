import type { ContentKind } from '../api/types';

/** The kinds in the address (`/admin/inhalte/seiten/…`, `/admin/inhalte/news/…`) and the API's names for them. */
const SEGMENTS: Record<ContentKind, string> = { pages: 'seiten', posts: 'news' };

export const CONTENT_HOME = '/admin/inhalte';

export function kindOfSegment(segment: string | null | undefined): ContentKind | null {
  if (segment === SEGMENTS.pages) return 'pages';
  if (segment === SEGMENTS.posts) return 'posts';
  return null;
}

export const segmentOf = (kind: ContentKind) => SEGMENTS[kind];

/** The list of a kind (`/admin/inhalte?art=news`). */
export const listPath = (kind: ContentKind) => (kind === 'pages' ? CONTENT_HOME : `${CONTENT_HOME}?art=${SEGMENTS.posts}`);

/** A page's or post's editor; `neu` for a new one. */
export const editPath = (kind: ContentKind, id: number | 'neu') => `${CONTENT_HOME}/${SEGMENTS[kind]}/${id}`;
