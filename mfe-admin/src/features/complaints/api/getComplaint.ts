import { adminCall } from '../../../lib/adminApi';
import type { ComplaintDetail } from './types';

/** `GET /admin/complaints/:id`: the complaint text and the original case. */
export async function getComplaint(id: number): Promise<ComplaintDetail> {
  return (await adminCall<ComplaintDetail>({ method: 'GET', url: `/admin/complaints/${id}` })).data;
}
