import type { ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

/** `POST /admin/providers/:id/reinstate` (trust & safety): lifts the current suspension. */
export async function reinstateProvider(id: number, body: ApiRequestBody<'/admin/providers/{id}/reinstate', 'post'>): Promise<void> {
  await adminCall({ method: 'POST', url: `/admin/providers/${id}/reinstate`, data: body });
}
