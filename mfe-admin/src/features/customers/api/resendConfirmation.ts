import { adminCall } from '../../../lib/adminApi';

/** `POST /admin/customers/:id/resend-confirmation`: a new confirmation link by e-mail (unconfirmed addresses only). */
export async function resendConfirmation(id: number): Promise<void> {
  await adminCall<null>({ method: 'POST', url: `/admin/customers/${id}/resend-confirmation` });
}
