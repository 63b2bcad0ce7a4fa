import { z } from 'zod';

/**
 * The place of a postal address as every answer writes it, in this order: company, street, house number, postcode,
 * town, country. Spread it into an address schema where these fields belong (the order is the contract's order).
 */
export const postalAddressFields = {
  company: z.string(),
  street: z.string(),
  street_number: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
};
