import type { PostPreview } from '../types';
import { publicGet } from '../lib/publicGet';

/** `GET /preview/posts/{slug}?token=`: the saved version of a news article for staff (never cached; 403 for a bad link). */
export const fetchPostPreview = async (slug: string, token: string, signal?: AbortSignal) =>
  (await publicGet<PostPreview>(`/preview/posts/${encodeURIComponent(slug)}`, signal, { token })).data;
