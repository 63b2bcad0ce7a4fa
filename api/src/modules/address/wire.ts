/**
 * Wire shapes of the address calls (`schema.response` of `routes.ts`; `npm run contract` turns them into the front
 * end's types). A response schema serializes strictly: a field the presenter returns but the schema lacks disappears
 * from the answer — `presentAddress` declares its return type from these schemas, so the compiler keeps both in step.
 */
import { z } from 'zod';
import { ADDRESS_TYPES } from '../../db/schema/address';
import { wireSchema } from '../../http/contract';
import { successSchema } from '../../http/envelope';
import { GENDERS } from '../account/public';

const id = z.number().int();
/** Flags on the wire are 1/0, as the forms send them. */
const flag = z.literal([0, 1]);

/** An address of either book; billing addresses add `is_shipping` and `vat_id`. */
export const addressSchema = wireSchema(
  'Address',
  z.object({
    id,
    type: z.enum(ADDRESS_TYPES),
    gender: z.enum(GENDERS),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    alternate_email: flag,
    phone: z.string(),
    company: z.string(),
    street: z.string(),
    street_number: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
    is_default: flag,
    created_at: z.string(),
    updated_at: z.string(),
    /** Billing only: the billing address is also where the goods go. */
    is_shipping: flag.optional(),
    /** Billing only: the VAT identification number. */
    vat_id: z.string().nullable().optional(),
  }),
);
export type WireAddress = z.infer<typeof addressSchema>;

export const addressResponse = successSchema(addressSchema);
export const maybeAddressResponse = successSchema(addressSchema.nullable());
export const addressListResponse = successSchema(z.array(addressSchema));
export const deletedAddressResponse = successSchema(z.object({ id, type: z.enum(ADDRESS_TYPES), new_default_id: id.nullable() }));

/** The customer's contact data and default addresses (the checkout fills its forms from it). */
export const userInformationResponse = successSchema(
  wireSchema(
    'UserInformation',
    z.object({
      user: z.object({
        id,
        gender: z.enum(GENDERS).nullable(),
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
        phone: z.string(),
      }),
      shipping_address: addressSchema.nullable(),
      billing_address: addressSchema.nullable(),
    }),
  ),
);
