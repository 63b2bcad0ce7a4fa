import { http } from '@marktplatz/shared';
import type { AddressBook } from '@marktplatz/shared/kit';

/** `POST /{book}-address/default/{id}`: the book's only default. */
export async function setDefaultAddress(book: AddressBook, id: number): Promise<void> {
  await http.post(`${book}-address/default/${id}`);
}
