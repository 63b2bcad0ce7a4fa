import { type Envelope, http } from '@marktplatz/shared';
import type { CallToAction, CtaInput } from '../types';

/** `POST api/updateCallToAction`: changes a call to action. */
export async function updateCta(id: number, input: CtaInput): Promise<Envelope<CallToAction>> {
  return (await http.post<Envelope<CallToAction>>('api/updateCallToAction', { id, ...input })).data;
}
