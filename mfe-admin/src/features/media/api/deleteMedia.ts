import { adminCall } from '../../../lib/adminApi';

/** `DELETE /admin/media/{id}`: refused (409) while the picture is used. */
export async function deleteMedia(id: number): Promise<void> {
  await adminCall<null>({ method: 'DELETE', url: `/admin/media/${id}` });
}
