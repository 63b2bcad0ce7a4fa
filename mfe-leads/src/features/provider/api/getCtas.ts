import { http, type PageEnvelope, type PageOfRows, pageOfRows } from '@marktplatz/shared';
import type { CallToAction } from '../types';

/** `GET api/getCallToActions`: the provider's calls to action (up to 100). */
export async function getCtas(signal?: AbortSignal): Promise<PageOfRows<CallToAction>> {
  return pageOfRows(
    (await http.get<PageEnvelope<CallToAction>>('api/getCallToActions', { params: { page: 1, per_page: 100 }, signal })).data,
  );
}
