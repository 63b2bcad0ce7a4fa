import { adminCall } from '../../../lib/adminApi';
import type { CommissionRunResult } from './types';

/** `POST /admin/billing/commission-run { month }`: issues the month's missing Provisionsrechnungen and Gutschriften. */
export async function runCommissionMonth(month: string): Promise<CommissionRunResult> {
  return (await adminCall<CommissionRunResult>({ method: 'POST', url: '/admin/billing/commission-run', data: { month } })).data;
}
