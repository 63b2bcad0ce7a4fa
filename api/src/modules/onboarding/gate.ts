import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerOnboarding } from '../../db/schema/onboarding';
import { companyTypeNameSql } from '../reference/public';
import { ValidationError } from '../../http/errors';
import type { TraderInfo } from './schemas';

/**
 * The publishing gate of Art. 30 DSA and the trader data shown as "Angaben zum Anbieter". Imports no other
 * module, so every service may ask it (shop, leads, stores) without an import cycle.
 */

export const ONBOARDING_PATH = '/account/onboarding';
export const SELF_CERTIFICATION_TEXT =
  'Der Anbieter hat sich verpflichtet, nur Produkte und Dienstleistungen anzubieten, die den geltenden Vorschriften des Unionsrechts entsprechen (Art. 30 Abs. 1 lit. e DSA).';
export const NOT_VERIFIED_MESSAGE = `Bevor Sie veröffentlichen können, müssen Ihre Anbieterangaben verifiziert sein (Art. 30 DSA). Bitte vervollständigen Sie sie unter ${ONBOARDING_PATH}.`;

// ---------------------------------------------------------------------------------------------------------------
// The gate

/** Whether the provider may publish (products, lead routes, provider page): its trader data are verified. */
export async function canPublish(db: Executor, providerId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: providerOnboarding.status })
    .from(providerOnboarding)
    .where(and(eq(providerOnboarding.providerId, providerId), isNull(providerOnboarding.accountEndedAt)))
    .limit(1);
  return row?.status === 'verified';
}

/** Refuses with a German 422 on `field` that links `/account/onboarding` unless the provider may publish. */
export async function assertCanPublish(db: Executor, providerId: number, field = 'status'): Promise<void> {
  if (!(await canPublish(db, providerId))) throw ValidationError.field(field, NOT_VERIFIED_MESSAGE);
}

// ---------------------------------------------------------------------------------------------------------------
// "Angaben zum Anbieter" (Art. 30(7) DSA)

/** The verified trader data as `traderInfoJsonSql` (public.ts) selects them; `presentTraderInfo` presents them. */
export interface TraderInfoJson {
  company_name: string | null;
  legal_form: string | null;
  legal_representative: string | null;
  street: string | null;
  house_number: string | null;
  zip_code: string | null;
  city: string | null;
  country: string;
  phone: string | null;
  email: string | null;
  register_court: string | null;
  register_number: string | null;
  vat_id: string | null;
  self_certified: boolean;
}

/** "Angaben zum Anbieter" as the page shows them, from the stored fields. */
export function presentTraderInfo(fields: TraderInfoJson): TraderInfo {
  return {
    name: fields.company_name ?? '',
    legal_form: fields.legal_form,
    legal_representative: fields.legal_representative,
    street: [fields.street, fields.house_number].filter(Boolean).join(' '),
    zip_code: fields.zip_code ?? '',
    city: fields.city ?? '',
    country: fields.country,
    phone: fields.phone ?? '',
    email: fields.email ?? '',
    register_court: fields.register_court,
    register_number: fields.register_number,
    vat_id: fields.vat_id,
    self_certified: fields.self_certified,
    self_certification_text: SELF_CERTIFICATION_TEXT,
  };
}

function present(row: typeof providerOnboarding.$inferSelect, legalForm: string | null): TraderInfo {
  return presentTraderInfo({
    company_name: row.companyName,
    legal_form: legalForm,
    legal_representative: row.legalRepresentative,
    street: row.street,
    house_number: row.houseNumber,
    zip_code: row.zipCode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    register_court: row.registerCourt,
    register_number: row.registerNumber,
    vat_id: row.vatId,
    self_certified: row.selfCertifiedAt !== null,
  });
}

/** The verified trader data of several providers (id → data); providers without verified data are left out. */
export async function traderInfos(db: Executor, providerIds: number[]): Promise<Map<number, TraderInfo>> {
  const ids = [...new Set(providerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ row: providerOnboarding, legalForm: companyTypeNameSql(providerOnboarding.companyTypeId) })
    .from(providerOnboarding)
    .where(
      and(
        inArray(providerOnboarding.providerId, ids),
        eq(providerOnboarding.status, 'verified'),
        isNull(providerOnboarding.accountEndedAt),
      ),
    );
  return new Map(rows.map(({ row, legalForm }) => [row.providerId, present(row, legalForm)]));
}

export async function traderInfo(db: Executor, providerId: number): Promise<TraderInfo | null> {
  return (await traderInfos(db, [providerId])).get(providerId) ?? null;
}

/** A SQL condition for lists: the provider (id expression) has verified trader data. */
export function verifiedProviderSql(providerId: SQL): SQL {
  return sql`exists (select 1 from ${providerOnboarding} where ${providerOnboarding.providerId} = ${providerId} and ${providerOnboarding.status} = 'verified' and ${providerOnboarding.accountEndedAt} is null)`;
}
