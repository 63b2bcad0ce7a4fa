import { http, type ApiResponse } from '@marktplatz/shared';
import type { Address, AddressBook, AddressPayload } from '@marktplatz/shared/kit';

/** `POST /{book}-address/update/{id}` with every field. */
export async function updateAddress(book: AddressBook, id: number, payload: AddressPayload): Promise<Address> {
  const response = await http.post<
    ApiResponse<'/billing-address/update/{id}', 'post'> | ApiResponse<'/shipping-address/update/{id}', 'post'>
  >(`${book}-address/update/${id}`, payload);
  return response.data.data;
}
