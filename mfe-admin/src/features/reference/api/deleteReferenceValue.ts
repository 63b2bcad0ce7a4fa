import { adminCall } from '../../../lib/adminApi';
import type { ReferenceSegment } from './types';

/** `DELETE /admin/reference/{segment}/{id}`: refused (409) while a record uses the value. */
export async function deleteReferenceValue(segment: ReferenceSegment, id: number): Promise<void> {
  await adminCall<null>({ method: 'DELETE', url: `/admin/reference/${segment}/${id}` });
}
