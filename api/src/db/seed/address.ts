import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { addresses, users } from '../schema';
import { DEMO_CUSTOMER_EMAIL } from './account';

/** The demo customer's address books: two shipping addresses (one default) and a business billing address. */
export async function seedAddresses(db: Database): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL)).limit(1);
  if (!customer) return;
  const person = { userId: customer.id, gender: 'female' as const, firstName: 'Anna', lastName: 'Schneider', phone: '+49 30 1234567' };
  await db.insert(addresses).values([
    {
      ...person,
      type: 'shipping',
      street: 'Lindenstraße',
      streetNumber: '5',
      zip: '10969',
      city: 'Berlin',
      country: 'DE',
      isDefault: true,
    },
    {
      ...person,
      type: 'shipping',
      company: 'Schneider Grafikdesign',
      street: 'Schanzenstraße',
      streetNumber: '12a',
      zip: '20357',
      city: 'Hamburg',
      country: 'DE',
    },
    {
      ...person,
      type: 'billing',
      email: 'rechnung@schneider-grafik.example',
      company: 'Schneider Grafikdesign',
      street: 'Lindenstraße',
      streetNumber: '5',
      zip: '10969',
      city: 'Berlin',
      country: 'DE',
      isShipping: true,
      vatId: 'DE123456789',
      isDefault: true,
    },
  ]);
}
