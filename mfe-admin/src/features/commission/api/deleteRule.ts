import { adminCall } from '../../../lib/adminApi';

/** `DELETE /admin/commission/rules/:id`: only a rule that starts in the future (409 otherwise); the reason is audited. */
export async function deleteRule(id: number, reason: string): Promise<void> {
  await adminCall<unknown>({ method: 'DELETE', url: `/admin/commission/rules/${id}`, data: { reason } });
}
