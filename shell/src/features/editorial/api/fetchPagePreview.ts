import type { PagePreview } from '../types';
import { publicGet } from '../lib/publicGet';

/** `GET /preview/pages/{slug}?token=`: the saved version of a page for staff (never cached; 403 for a bad link). */
export const fetchPagePreview = async (slug: string, token: string, signal?: AbortSignal) =>
  (await publicGet<PagePreview>(`/preview/pages/${encodeURIComponent(slug)}`, signal, { token })).data;
