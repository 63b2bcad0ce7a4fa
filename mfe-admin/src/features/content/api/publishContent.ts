import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, ContentOf } from './types';

/** `POST …/{id}/publish`: now (`publishAt` null) or at an instant with its offset (`2027-01-15T10:00:00+01:00`). */
export async function publishContent<K extends ContentKind>(kind: K, id: number, publishAt: string | null): Promise<ContentOf<K>> {
  const data = publishAt ? { publish_at: publishAt } : {};
  return (await adminCall<ContentOf<K>>({ method: 'POST', url: `/admin/content/${kind}/${id}/publish`, data })).data;
}
