import { type Envelope, http } from '@marktplatz/shared';
import type { CallToAction } from '../types';

/** `POST changeStatusOfCallToAction`: shows or hides a call to action. */
export async function changeCtaStatus(id: number, status: 'active' | 'inactive'): Promise<Envelope<CallToAction>> {
  return (await http.post<Envelope<CallToAction>>('changeStatusOfCallToAction', { id, status })).data;
}
