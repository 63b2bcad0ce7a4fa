import { adminCall } from '../../../lib/adminApi';
import type { ReferenceSegment, ReferenceValue } from './types';

/** `GET /admin/reference/{segment}`: every value of the kind (retired ones too) with its usage count. */
export async function listReferenceValues<T extends ReferenceValue>(segment: ReferenceSegment): Promise<T[]> {
  return (await adminCall<T[]>({ method: 'GET', url: `/admin/reference/${segment}` })).data;
}
