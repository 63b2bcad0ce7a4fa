import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, ContentOf } from './types';

/** `POST …/{id}/versions/{version}/restore { based_on_version }`: a new save with that version's content. */
export async function restoreVersion<K extends ContentKind>(
  kind: K,
  id: number,
  version: number,
  basedOnVersion: number,
): Promise<ContentOf<K>> {
  const url = `/admin/content/${kind}/${id}/versions/${version}/restore`;
  return (await adminCall<ContentOf<K>>({ method: 'POST', url, data: { based_on_version: basedOnVersion } })).data;
}
