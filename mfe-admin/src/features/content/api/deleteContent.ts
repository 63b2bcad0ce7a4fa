import { adminCall } from '../../../lib/adminApi';
import type { ContentKind } from './types';

/** `DELETE /admin/content/{pages|posts}/{id}` (legal texts: 409, they only go offline). */
export async function deleteContent(kind: ContentKind, id: number): Promise<void> {
  await adminCall<null>({ method: 'DELETE', url: `/admin/content/${kind}/${id}` });
}
