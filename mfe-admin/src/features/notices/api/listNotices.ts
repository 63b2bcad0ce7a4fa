import { adminCall } from '../../../lib/adminApi';
import type { NoticeListItem, NoticeSource, PageMeta, StatusFilter } from './types';

export interface NoticeFilter {
  status?: StatusFilter;
  source?: NoticeSource;
}

/** `GET /admin/notices`: one page of the queue (open oldest first, decided newest first). */
export async function listNotices(
  filter: NoticeFilter,
  page: number,
  perPage: number,
): Promise<{ rows: NoticeListItem[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<NoticeListItem[], PageMeta>({
    method: 'GET',
    url: '/admin/notices',
    params: { ...filter, page, per_page: perPage },
  });
  return { rows: data, meta };
}
