import type { PageMeta } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';
import type { MediaItem } from './types';

/** `GET /admin/media?q=&page=&per_page=`: one page of pictures, newest first. */
export async function listMedia(q: string, page: number, perPage: number): Promise<{ rows: MediaItem[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<MediaItem[], PageMeta>({
    method: 'GET',
    url: '/admin/media',
    params: { ...(q ? { q } : {}), page, per_page: perPage },
  });
  return { rows: data, meta };
}
