import { http, type ApiResponse, uploadProgress } from '@marktplatz/shared';

/** `POST /disputes/{id}/answer`: JSON, or multipart with photos. */
export async function answerDispute(
  id: number,
  statement: string,
  photos: readonly File[],
  onProgress: (percent: number) => void,
): Promise<ApiResponse<'/disputes/{id}/answer', 'post'>> {
  if (photos.length === 0)
    return (await http.post<ApiResponse<'/disputes/{id}/answer', 'post'>>(`disputes/${id}/answer`, { statement })).data;
  const body = new FormData();
  body.append('statement', statement);
  for (const photo of photos) body.append('photos', photo, photo.name);
  const response = await http.post<ApiResponse<'/disputes/{id}/answer', 'post'>>(`disputes/${id}/answer`, body, uploadProgress(onProgress));
  onProgress(100);
  return response.data;
}
