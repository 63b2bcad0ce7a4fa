import { adminCall } from '../../../lib/adminApi';
import type { ProviderDetail } from './types';

/** `GET /admin/providers/:id`: trader data, ID document link (a few minutes), documents, products, orders, package, suspension. */
export async function getProvider(id: number): Promise<ProviderDetail> {
  return (await adminCall<ProviderDetail>({ method: 'GET', url: `/admin/providers/${id}` })).data;
}
