import { http, type Envelope } from '@marktplatz/shared';
import type { Address, AddressBook } from '../utils/addressPayload';

/** `GET /shipping-address` or `GET /billing-address`: the book, default first. */
export async function listAddresses(book: AddressBook, signal?: AbortSignal): Promise<Address[]> {
  const response = await http.get<Envelope<Address[]>>(`${book}-address`, { signal });
  return response.data.data;
}
