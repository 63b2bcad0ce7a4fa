import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, ContentOf, InputOf } from './types';

/** `POST /admin/content/{pages|posts}` (201): a draft, version 1. */
export async function createContent<K extends ContentKind>(kind: K, input: InputOf<K>): Promise<ContentOf<K>> {
  return (await adminCall<ContentOf<K>>({ method: 'POST', url: `/admin/content/${kind}`, data: input })).data;
}
