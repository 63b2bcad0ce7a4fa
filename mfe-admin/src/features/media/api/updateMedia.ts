import { adminCall } from '../../../lib/adminApi';
import type { MediaDetail, MediaUpdate } from './types';

/** `PATCH /admin/media/{id}`: alt text and title. */
export async function updateMedia(id: number, input: MediaUpdate): Promise<MediaDetail> {
  return (await adminCall<MediaDetail>({ method: 'PATCH', url: `/admin/media/${id}`, data: input })).data;
}
