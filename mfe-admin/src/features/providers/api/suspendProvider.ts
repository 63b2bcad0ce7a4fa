import type { ApiData, ApiRequestBody } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';

type Suspended = ApiData<'/admin/providers/{id}/suspend', 'post'>;

/** `POST /admin/providers/:id/suspend` (trust & safety): an own-initiative case with the statement of reasons (Art. 17 DSA). */
export async function suspendProvider(id: number, body: ApiRequestBody<'/admin/providers/{id}/suspend', 'post'>): Promise<Suspended> {
  return (await adminCall<Suspended>({ method: 'POST', url: `/admin/providers/${id}/suspend`, data: body })).data;
}
