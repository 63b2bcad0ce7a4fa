import { httpApi, type Envelope, uploadProgress } from '@marktplatz/shared';
import type { StoreImage, ImageKind } from '../types';

/** `POST api/v2/providerStoreImage?kind=…` (multipart `file`), with upload progress 0–100. */
export async function uploadStoreImage(kind: ImageKind, file: File, onProgress?: (percent: number) => void): Promise<StoreImage> {
  const form = new FormData();
  form.append('file', file);
  const response = await httpApi.post<Envelope<StoreImage>>('v2/providerStoreImage', form, {
    params: { kind },
    ...(onProgress && uploadProgress(onProgress)),
  });
  return response.data.data;
}
