import { adminCall } from '../../../lib/adminApi';
import type { NoticeDetail } from './types';

/** `GET /admin/notices/:id`: the case with report, reporter, events, complaints and the reported chat. */
export async function getNotice(id: number): Promise<NoticeDetail> {
  return (await adminCall<NoticeDetail>({ method: 'GET', url: `/admin/notices/${id}` })).data;
}
