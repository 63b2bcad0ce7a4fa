import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, ContentOf, InputOf } from './types';

/** `PUT /admin/content/{pages|posts}/{id}` with `based_on_version`: 409 with the server's German text when someone saved meanwhile. */
export async function updateContent<K extends ContentKind>(
  kind: K,
  id: number,
  input: InputOf<K>,
  basedOnVersion: number,
): Promise<ContentOf<K>> {
  const data = { ...input, based_on_version: basedOnVersion };
  return (await adminCall<ContentOf<K>>({ method: 'PUT', url: `/admin/content/${kind}/${id}`, data })).data;
}
