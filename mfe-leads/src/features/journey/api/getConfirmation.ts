import { type Envelope, http } from '@marktplatz/shared';
import type { Confirmation } from '../types';

/** `GET api/inquiry_confirmation_contents`: the texts shown after an inquiry was sent. */
export async function getConfirmation(signal?: AbortSignal): Promise<Confirmation> {
  return (await http.get<Envelope<Confirmation>>('api/inquiry_confirmation_contents', { signal })).data.data;
}
