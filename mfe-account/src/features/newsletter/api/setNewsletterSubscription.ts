import { httpApi, type Envelope } from '@marktplatz/shared';
import type { NewsletterStatus } from './getNewsletterStatus';

/** `POST api/subscribe-newsletter { subscribe: 1|0 }`: 1 starts the double opt-in, 0 unsubscribes at once. */
export async function setNewsletterSubscription(subscribe: boolean): Promise<NewsletterStatus> {
  const response = await httpApi.post<Envelope<NewsletterStatus>>('subscribe-newsletter', { subscribe: subscribe ? 1 : 0 });
  return response.data.data;
}
