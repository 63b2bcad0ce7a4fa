import { type Envelope, http, uploadProgress } from '@marktplatz/shared';
import type { OfferDetail } from '../types';

/** `POST api/provider/offer` (multipart); empty fields are left out. */
export async function sendOffer(
  fields: Record<string, string>,
  file: File | null,
  onProgress: (percent: number) => void,
): Promise<Envelope<OfferDetail>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value.trim() !== '') form.append(key, value.trim());
  if (file) form.append('file', file);
  const response = await http.post<Envelope<OfferDetail>>('api/provider/offer', form, uploadProgress(onProgress));
  return response.data;
}
