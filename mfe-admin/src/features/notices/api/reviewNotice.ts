import { adminCall } from '../../../lib/adminApi';
import type { NoticeDetail } from './types';

/** `POST /admin/notices/:id/review`: received → in review. */
export async function reviewNotice(id: number): Promise<NoticeDetail> {
  return (await adminCall<NoticeDetail>({ method: 'POST', url: `/admin/notices/${id}/review`, data: {} })).data;
}
