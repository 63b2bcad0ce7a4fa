import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, ContentOf } from './types';

/** `GET /admin/content/{pages|posts}/{id}`: the body as HTML, SEO fields, status and the version to save on. */
export async function getContent<K extends ContentKind>(kind: K, id: number): Promise<ContentOf<K>> {
  return (await adminCall<ContentOf<K>>({ method: 'GET', url: `/admin/content/${kind}/${id}` })).data;
}
