import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, ContentOf } from './types';

/** `POST …/{id}/unpublish`: visitors no longer see it. */
export async function unpublishContent<K extends ContentKind>(kind: K, id: number): Promise<ContentOf<K>> {
  return (await adminCall<ContentOf<K>>({ method: 'POST', url: `/admin/content/${kind}/${id}/unpublish` })).data;
}
