import { http, type ApiResponse } from '@marktplatz/shared';
import type { Address, AddressBook } from '@marktplatz/shared/kit';

/** `GET /shipping-address` or `GET /billing-address`: the book, default first. */
export async function listAddresses(book: AddressBook, signal?: AbortSignal): Promise<Address[]> {
  const response = await http.get<ApiResponse<'/billing-address', 'get'> | ApiResponse<'/shipping-address', 'get'>>(`${book}-address`, {
    signal,
  });
  return response.data.data;
}
