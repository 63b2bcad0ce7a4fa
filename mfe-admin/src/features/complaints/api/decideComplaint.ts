import { adminCall } from '../../../lib/adminApi';
import type { ComplaintDecisionBody, ComplaintListItem } from './types';

/**
 * `POST /admin/complaints/:id/decision`: upheld (the first decision stands) or reversed (undone). 403 for the person
 * who decided first, 409 when already decided.
 */
export async function decideComplaint(id: number, body: ComplaintDecisionBody): Promise<ComplaintListItem> {
  return (await adminCall<ComplaintListItem>({ method: 'POST', url: `/admin/complaints/${id}/decision`, data: body })).data;
}
