import { adminCall } from '../../../lib/adminApi';
import type { CommissionRules } from './types';

/** `GET /admin/commission/rules`: every rule (history included), the shop categories and the order types. */
export async function listRules(): Promise<CommissionRules> {
  return (await adminCall<CommissionRules>({ method: 'GET', url: '/admin/commission/rules' })).data;
}
