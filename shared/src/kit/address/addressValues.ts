import type { ApiRequestBody, WireShape } from '@marktplatz/shared';

/** An address as the API answers it (shipping or billing book). */
export type Address = WireShape<'Address'>;
export type AddressBook = Address['type'];
export type AddressGender = Address['gender'];

/** The form's values (flags as booleans). */
export interface AddressValues {
  gender?: AddressGender;
  first_name?: string;
  last_name?: string;
  email?: string;
  alternate_email?: boolean;
  phone?: string;
  company?: string;
  street?: string;
  street_number?: string;
  zip?: string;
  city?: string;
  country?: string;
  is_shipping?: boolean;
  vat_id?: string;
}

/** The body of `/{book}-address/store` and `/update/{id}` (billing adds `is_shipping` and `vat_id`). */
export type AddressPayload = ApiRequestBody<'/billing-address/store', 'post'>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whether the country code of the form is Germany (five-digit postal code, house number required). */
export const isGermanAddress = (country: unknown): boolean => text(country).toUpperCase() === 'DE';

/**
 * Spec 02 §5: empty optional fields (e-mail, company, a house number abroad) go as empty text; `vat_id` only when
 * present (billing); the alternate e-mail flag (and billing's `is_shipping`) as 1/0.
 */
export function addressPayload(book: AddressBook, values: AddressValues): AddressPayload {
  const payload: AddressPayload = {
    gender: values.gender as AddressGender,
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    email: text(values.email),
    alternate_email: values.alternate_email ? 1 : 0,
    phone: text(values.phone),
    company: text(values.company),
    street: text(values.street),
    street_number: text(values.street_number),
    zip: text(values.zip),
    city: text(values.city),
    country: text(values.country),
  };
  if (book === 'billing') {
    payload.is_shipping = values.is_shipping ? 1 : 0;
    const vatId = text(values.vat_id);
    if (vatId) payload.vat_id = vatId;
  }
  return payload;
}

/** Form values of a stored address (for editing). */
export function addressValues(address: Address): AddressValues {
  return {
    gender: address.gender,
    first_name: address.first_name,
    last_name: address.last_name,
    email: address.email,
    alternate_email: address.alternate_email === 1,
    phone: address.phone,
    company: address.company,
    street: address.street,
    street_number: address.street_number,
    zip: address.zip,
    city: address.city,
    country: address.country,
    is_shipping: address.is_shipping === 1,
    vat_id: address.vat_id ?? '',
  };
}

/** One-line label: „Anna Schneider, Lindenstraße 5, 10969 Berlin“. */
export function addressLabel(address: Address): string {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const street = [address.street, address.street_number].filter(Boolean).join(' ');
  return [name, street, `${address.zip} ${address.city}`].filter(Boolean).join(', ');
}
