import type { ContentPageData } from '../types';
import { publicGet } from '../lib/publicGet';

/** `GET /api/pagedata/{slug}`: a content page. */
export const fetchPage = async (slug: string, signal?: AbortSignal) =>
  (await publicGet<ContentPageData>(`/api/pagedata/${encodeURIComponent(slug)}`, signal)).data;
