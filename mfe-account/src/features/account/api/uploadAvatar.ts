import { http, type ApiResponse, uploadProgress } from '@marktplatz/shared';

/** `POST /me/avatar` (multipart `file`); `onProgress` gets 0–100 from axios' upload progress. */
export async function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await http.post<ApiResponse<'/me/avatar', 'post'>>('me/avatar', body, uploadProgress(onProgress));
  const { avatar } = response.data.data;
  // The contract allows no avatar (the profile field); after an upload there always is one.
  if (!avatar) throw new Error('Das Profilbild wurde nicht gespeichert.');
  onProgress(100);
  return avatar;
}
