import { uploadProgress } from '@marktplatz/shared';
import { adminCall } from '../../../lib/adminApi';
import type { MediaItem } from './types';

/** `POST /admin/media` (multipart `file`, `alt_text`, `title`): the stored picture with its sizes; progress in percent. */
export async function uploadMedia(
  input: { file: File; altText: string; title?: string },
  onProgress: (percent: number) => void,
): Promise<MediaItem> {
  const form = new FormData();
  form.append('alt_text', input.altText);
  if (input.title) form.append('title', input.title);
  form.append('file', input.file);
  return (await adminCall<MediaItem>({ method: 'POST', url: '/admin/media', data: form, ...uploadProgress(onProgress) })).data;
}
