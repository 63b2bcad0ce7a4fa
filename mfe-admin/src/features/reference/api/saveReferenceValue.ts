import { adminCall } from '../../../lib/adminApi';
import type { ReferenceSegment, ReferenceValue } from './types';

/** `POST /admin/reference/{segment}` (new) or `PUT /admin/reference/{segment}/{id}` (change). */
export async function saveReferenceValue(segment: ReferenceSegment, input: Record<string, unknown>, id?: number): Promise<ReferenceValue> {
  const url = id === undefined ? `/admin/reference/${segment}` : `/admin/reference/${segment}/${id}`;
  return (await adminCall<ReferenceValue>({ method: id === undefined ? 'POST' : 'PUT', url, data: input })).data;
}
