import { http, type Envelope } from '@marktplatz/shared';
import type { Subscription } from './getSubscriptionInfo';

/** `POST /updateSubscription { action }`: `cancel` ends at the period end, `resume` takes the cancel back. */
export async function updateSubscription(action: 'cancel' | 'resume'): Promise<Subscription> {
  const response = await http.post<Envelope<Subscription>>('updateSubscription', { action });
  return response.data.data;
}
