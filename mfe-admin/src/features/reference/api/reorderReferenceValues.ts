import { adminCall } from '../../../lib/adminApi';
import type { ReferenceSegment } from './types';

/** `PUT /admin/reference/{segment}/order`: the values of one list in the new order. */
export async function reorderReferenceValues(segment: ReferenceSegment, ids: readonly number[]): Promise<void> {
  await adminCall<null>({ method: 'PUT', url: `/admin/reference/${segment}/order`, data: { ids } });
}
