import { http } from '@marktplatz/shared';
import type { Envelope } from '../../../lib/types';

/** `POST /me/avatar` (multipart `file`); `onProgress` gets 0–100 from axios' upload progress. */
export async function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await http.post<Envelope<{ avatar: string }>>('me/avatar', body, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  onProgress(100);
  return response.data.data.avatar;
}
