import { httpApi } from '@marktplatz/shared';
import type { Envelope } from '../../../lib/types';

export interface NewsletterStatus {
  email: string;
  subscribed: boolean;
  pending: boolean;
}

/** `GET api/newsletter-status` for the account e-mail. */
export async function getNewsletterStatus(signal?: AbortSignal): Promise<NewsletterStatus> {
  const response = await httpApi.get<Envelope<NewsletterStatus>>('newsletter-status', { signal });
  return response.data.data;
}
