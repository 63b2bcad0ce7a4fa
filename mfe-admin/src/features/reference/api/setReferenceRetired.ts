import { adminCall } from '../../../lib/adminApi';
import type { ReferenceSegment } from './types';

/** `POST /admin/reference/{segment}/{id}/retire` or `/unretire`. */
export async function setReferenceRetired(segment: ReferenceSegment, id: number, retired: boolean): Promise<void> {
  await adminCall<null>({ method: 'POST', url: `/admin/reference/${segment}/${id}/${retired ? 'retire' : 'unretire'}` });
}
