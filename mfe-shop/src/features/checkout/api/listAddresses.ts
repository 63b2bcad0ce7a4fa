import { type Envelope, http } from '@marktplatz/shared';
import type { Address } from '../types';

/** `GET /shipping-address` or `GET /billing-address` (account's address books): default first. */
export async function listAddresses(book: 'shipping' | 'billing', signal?: AbortSignal): Promise<Address[]> {
  const response = await http.get<Envelope<Address[]>>(`${book}-address`, { signal });
  return response.data.data;
}
