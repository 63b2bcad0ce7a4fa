import { type Envelope, http } from '@marktplatz/shared';
import type { CallToAction, CtaInput } from '../types';

/** `POST api/storeCallToAction`: a new call to action. */
export async function createCta(input: CtaInput): Promise<Envelope<CallToAction>> {
  return (await http.post<Envelope<CallToAction>>('api/storeCallToAction', input)).data;
}
