import type { Post } from '../types';
import { publicGet } from '../lib/publicGet';

/** `GET /portal/post/{id}`: one news article by id or slug. */
export const fetchPost = async (idOrSlug: string, signal?: AbortSignal) =>
  (await publicGet<Post>(`/portal/post/${encodeURIComponent(idOrSlug)}`, signal)).data;
