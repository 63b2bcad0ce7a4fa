import { type Envelope, http, uploadProgress } from '@marktplatz/shared';
import type { UploadedFile } from '../types';

/** `POST api/fileUploadForUploadAnswerType`: uploads one answer file first (private storage); reports progress 0…100. */
export async function uploadAnswerFile(file: File, onProgress: (percent: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  const response = await http.post<Envelope<UploadedFile>>('api/fileUploadForUploadAnswerType', form, uploadProgress(onProgress));
  onProgress(100);
  return response.data.data;
}
