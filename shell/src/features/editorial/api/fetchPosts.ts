import type { Envelope, PageMeta, PostSummary } from '@marktplatz/shared';
import { publicGet } from '../lib/publicGet';

/** The news list: `GET /portal/posts`, `/portal/posts/search` or `/postsByCategory/{slug}`, 9 per page. */
export async function fetchPosts(
  query: { page: number; region?: string; search?: string; category?: string },
  signal?: AbortSignal,
): Promise<{ rows: PostSummary[]; meta: PageMeta }> {
  const params = { page: query.page, region: query.region || undefined, per_page: 9 };
  let envelope: Envelope<PostSummary[]>;
  if (query.search) envelope = await publicGet<PostSummary[]>('/portal/posts/search', signal, { ...params, search: query.search });
  else if (query.category)
    envelope = await publicGet<PostSummary[]>(`/postsByCategory/${encodeURIComponent(query.category)}`, signal, params);
  else envelope = await publicGet<PostSummary[]>('/portal/posts', signal, params);
  return { rows: envelope.data, meta: envelope.meta ?? { current_page: 1, last_page: 1, per_page: 9, total: envelope.data.length } };
}
