import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, ContentVersion } from './types';

/** `GET …/{id}/versions/{version}`: one version's full content (`data`). */
export async function getVersion(kind: ContentKind, id: number, version: number): Promise<ContentVersion> {
  return (await adminCall<ContentVersion>({ method: 'GET', url: `/admin/content/${kind}/${id}/versions/${version}` })).data;
}
