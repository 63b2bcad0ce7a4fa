import { http, type ApiResponse } from '@marktplatz/shared';
import type { Address, AddressBook, AddressPayload } from '@marktplatz/shared/kit';

/** `POST /shipping-address/store` or `/billing-address/store` → 201 with the new address. */
export async function storeAddress(book: AddressBook, payload: AddressPayload): Promise<Address> {
  const response = await http.post<ApiResponse<'/billing-address/store', 'post'> | ApiResponse<'/shipping-address/store', 'post'>>(
    `${book}-address/store`,
    payload,
  );
  return response.data.data;
}
