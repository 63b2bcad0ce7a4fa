import { adminCall } from '../../../lib/adminApi';
import type { DecisionBody, NoticeDetail } from './types';

/** `POST /admin/notices/:id/decision`: the decision with its statement of reasons; 409 when already decided. */
export async function decideNotice(id: number, body: DecisionBody): Promise<NoticeDetail> {
  return (await adminCall<NoticeDetail>({ method: 'POST', url: `/admin/notices/${id}/decision`, data: body })).data;
}
