import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, VersionSummary } from './types';

/** `GET …/{id}/versions`: newest first, with who saved and when. */
export async function listVersions(kind: ContentKind, id: number): Promise<VersionSummary[]> {
  return (await adminCall<VersionSummary[]>({ method: 'GET', url: `/admin/content/${kind}/${id}/versions` })).data;
}
