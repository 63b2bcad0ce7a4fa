import { adminCall } from '../../../lib/adminApi';
import type { ProviderDetail } from './types';

/** `POST /admin/providers/:id/verify` (trust & safety): the submitted data are verified, the provider is mailed. */
export async function verifyProvider(id: number): Promise<ProviderDetail> {
  return (await adminCall<ProviderDetail>({ method: 'POST', url: `/admin/providers/${id}/verify` })).data;
}
