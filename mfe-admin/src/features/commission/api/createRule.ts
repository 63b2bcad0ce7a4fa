import { adminCall } from '../../../lib/adminApi';
import type { CommissionRule, NewRule } from './types';

/** `POST /admin/commission/rules`: a new rate for a target from a day on (audit-logged with the reason). */
export async function createRule(rule: NewRule): Promise<CommissionRule> {
  return (await adminCall<CommissionRule>({ method: 'POST', url: '/admin/commission/rules', data: rule })).data;
}
