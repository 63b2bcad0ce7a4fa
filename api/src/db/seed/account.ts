import { banks, providerProfiles, users } from '../schema';
import type { Database } from '../client';
import { hashPassword } from '../../modules/account/passwords';

export const DEMO_PASSWORD = 'Marktplatz2026!';
export const DEMO_CUSTOMER_EMAIL = 'kunde@example.com';
export const DEMO_PROVIDER_EMAIL = 'anbieter@example.com';

const GERMAN_BANKS = [
  { pincode: '10070000', bankName: 'Deutsche Bank', isDefault: true, adminDefault: true },
  { pincode: '10040000', bankName: 'Commerzbank', isDefault: false, adminDefault: false },
  { pincode: '10050000', bankName: 'Berliner Sparkasse', isDefault: false, adminDefault: false },
  { pincode: '10010010', bankName: 'Postbank', isDefault: false, adminDefault: false },
  { pincode: '12030000', bankName: 'Deutsche Kreditbank (DKB)', isDefault: false, adminDefault: false },
  { pincode: '50010517', bankName: 'ING-DiBa', isDefault: false, adminDefault: false },
  { pincode: '10090000', bankName: 'Berliner Volksbank', isDefault: false, adminDefault: false },
  { pincode: '20050550', bankName: 'Hamburger Sparkasse', isDefault: false, adminDefault: false },
  { pincode: '70150000', bankName: 'Stadtsparkasse München', isDefault: false, adminDefault: false },
  { pincode: '43060967', bankName: 'GLS Gemeinschaftsbank', isDefault: false, adminDefault: false },
];

/** Banks and the two confirmed demo accounts (password in api/README.md). */
export async function seedAccounts(db: Database): Promise<void> {
  const insertedBanks = await db.insert(banks).values(GERMAN_BANKS).returning({ id: banks.id });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const confirmedAt = new Date('2026-01-01T09:00:00Z');
  await db.insert(users).values({
    role: 'User',
    email: DEMO_CUSTOMER_EMAIL,
    username: 'kunde',
    passwordHash,
    gender: 'female',
    firstName: 'Anna',
    lastName: 'Schneider',
    birthday: '1990-04-12',
    phone: '+49 30 1234567',
    address: 'Lindenstraße 5, 10969 Berlin',
    countryId: 276,
    bankId: insertedBanks[0]?.id ?? null,
    registrationCompleted: true,
    emailConfirmedAt: confirmedAt,
  });
  const [provider] = await db
    .insert(users)
    .values({
      role: 'Company',
      email: DEMO_PROVIDER_EMAIL,
      username: 'anbieter',
      passwordHash,
      gender: 'male',
      firstName: 'Thomas',
      lastName: 'Becker',
      phone: '+49 89 7654321',
      countryId: 276,
      bankId: insertedBanks[1]?.id ?? null,
      registrationCompleted: true,
      emailConfirmedAt: confirmedAt,
    })
    .returning({ id: users.id });
  if (!provider) throw new Error('Demo-Anbieter wurde nicht angelegt.');
  await db.insert(providerProfiles).values({
    userId: provider.id,
    companyName: 'Becker Handwerk & Design GmbH',
    street: 'Leopoldstraße',
    houseNumber: '42',
    zipCode: '80802',
    city: 'München',
    showProfile: true,
    secondEmail: 'buero@becker-handwerk.example',
    vatNumber: 'DE123456789',
    companyRegistrationNumber: 'HRB 123456',
    invoiceText1: 'Vielen Dank für Ihren Einkauf bei Becker Handwerk & Design.',
    invoiceText2: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    invoiceText3: 'Amtsgericht München, HRB 123456',
    invoiceText4: 'Geschäftsführer: Thomas Becker',
    invoiceText5: null,
  });
}
