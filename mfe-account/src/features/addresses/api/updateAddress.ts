import { http, type Envelope } from '@marktplatz/shared';
import type { Address, AddressBook, AddressPayload } from '../utils/addressPayload';

/** `POST /{book}-address/update/{id}` with every field. */
export async function updateAddress(book: AddressBook, id: number, payload: AddressPayload): Promise<Address> {
  const response = await http.post<Envelope<Address>>(`${book}-address/update/${id}`, payload);
  return response.data.data;
}
