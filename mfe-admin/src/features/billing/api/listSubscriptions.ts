import { adminCall } from '../../../lib/adminApi';
import type { AdminSubscription, PageMeta, SubscriptionState } from './types';

/** `GET /admin/billing/subscriptions`: one page of subscriptions in a state (overdue: the oldest debt first). */
export async function listSubscriptions(
  state: SubscriptionState,
  page: number,
  perPage: number,
): Promise<{ rows: AdminSubscription[]; meta: PageMeta }> {
  const { data, meta } = await adminCall<AdminSubscription[], PageMeta>({
    method: 'GET',
    url: '/admin/billing/subscriptions',
    params: { state, page, per_page: perPage },
  });
  return { rows: data, meta };
}
