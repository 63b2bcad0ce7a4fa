import { adminCall } from '../../../lib/adminApi';
import type { BillingRunResult } from './types';

/** `POST /admin/billing/run`: the billing run now (renewals, expiries, past due); idempotent per period. */
export async function startRun(): Promise<BillingRunResult> {
  return (await adminCall<BillingRunResult>({ method: 'POST', url: '/admin/billing/run' })).data;
}
