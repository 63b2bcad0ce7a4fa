import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerProfiles, users, type GENDERS } from '../../db/schema/account';
import { NotFoundError } from '../../http/errors';

/** The company data of spec 01 §3 "Provider profile" a provider changes on its store info screen. */
export interface ProviderInfoInput {
  gender?: (typeof GENDERS)[number] | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  company_name?: string | undefined;
  phone?: string | null | undefined;
  street?: string | undefined;
  house_number?: string | undefined;
  zip_code?: string | undefined;
  city?: string | undefined;
  show_profile?: boolean | undefined;
  second_email?: string | null | undefined;
  vat_number?: string | null | undefined;
  company_registration_number?: string | null | undefined;
  invoice_text_1?: string | null | undefined;
  invoice_text_2?: string | null | undefined;
  invoice_text_3?: string | null | undefined;
  invoice_text_4?: string | null | undefined;
  invoice_text_5?: string | null | undefined;
  /** § 19 UStG small business: sells without VAT. */
  small_business?: boolean | undefined;
}

/**
 * Saves the given fields of the provider's company profile (the account service's tables; fields left out keep
 * their value). The slug stays as it is when the company name changes, so links already handed out keep working.
 */
export async function updateProviderInfo(db: Executor, userId: number, input: ProviderInfoInput): Promise<void> {
  const person: Partial<typeof users.$inferInsert> = {};
  if (input.gender !== undefined) person.gender = input.gender;
  if (input.first_name !== undefined) person.firstName = input.first_name;
  if (input.last_name !== undefined) person.lastName = input.last_name;
  if (input.phone !== undefined) person.phone = input.phone || null;
  const company: Partial<typeof providerProfiles.$inferInsert> = {};
  if (input.company_name !== undefined) company.companyName = input.company_name;
  if (input.street !== undefined) company.street = input.street;
  if (input.house_number !== undefined) company.houseNumber = input.house_number;
  if (input.zip_code !== undefined) company.zipCode = input.zip_code;
  if (input.city !== undefined) company.city = input.city;
  if (input.show_profile !== undefined) company.showProfile = input.show_profile;
  if (input.second_email !== undefined) company.secondEmail = input.second_email || null;
  if (input.vat_number !== undefined) company.vatNumber = input.vat_number || null;
  if (input.company_registration_number !== undefined) company.companyRegistrationNumber = input.company_registration_number || null;
  if (input.invoice_text_1 !== undefined) company.invoiceText1 = input.invoice_text_1 || null;
  if (input.invoice_text_2 !== undefined) company.invoiceText2 = input.invoice_text_2 || null;
  if (input.invoice_text_3 !== undefined) company.invoiceText3 = input.invoice_text_3 || null;
  if (input.invoice_text_4 !== undefined) company.invoiceText4 = input.invoice_text_4 || null;
  if (input.invoice_text_5 !== undefined) company.invoiceText5 = input.invoice_text_5 || null;
  if (input.small_business !== undefined) company.smallBusiness = input.small_business;
  const [found] = await db
    .update(users)
    .set({ ...person, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, 'Company'), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (!found) throw new NotFoundError('Der Anbieter wurde nicht gefunden.');
  if (Object.keys(company).length > 0) {
    await db
      .insert(providerProfiles)
      .values({ userId, ...company })
      .onConflictDoUpdate({ target: providerProfiles.userId, set: company });
  }
}
