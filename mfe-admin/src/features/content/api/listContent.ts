import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, ContentListItem } from './types';

/** `GET /admin/content/{pages|posts}?q=`: every page or post, drafts and scheduled ones too. */
export async function listContent(kind: ContentKind, q: string): Promise<ContentListItem[]> {
  return (await adminCall<ContentListItem[]>({ method: 'GET', url: `/admin/content/${kind}`, params: q ? { q } : undefined })).data;
}
