import { adminCall } from '../../../lib/adminApi';
import type { MediaDetail } from './types';

/** `GET /admin/media/{id}`: one picture with where it is used. */
export async function getMedia(id: number): Promise<MediaDetail> {
  return (await adminCall<MediaDetail>({ method: 'GET', url: `/admin/media/${id}` })).data;
}
