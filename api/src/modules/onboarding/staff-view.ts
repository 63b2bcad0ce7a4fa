import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { providerOnboarding } from '../../db/schema/onboarding';
import { privateUploadUrl } from '../../http/uploads';
import { payoutAccountOf } from '../ledger/public';
import { findCompanyType } from '../reference/public';
import { ONBOARDING_STEPS, type OnboardingForStaff } from './schemas';
import { progress, STATUS_TEXTS, STEP_TITLES } from './service';

/**
 * What the back office reads of the trader data (its provider list and detail compose them with the other modules'
 * parts): the records as a subquery to join on, and one provider's record as staff see it.
 */

/** The ID document's link for staff lives at most this long (the storage's own limit may be shorter). */
export const STAFF_LINK_SECONDS = 300;

const VAT_STATUS_LABELS = { regular: 'Regelbesteuert', small_business: 'Kleinunternehmer (§ 19 UStG)' } as const;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * The trader data records as a subquery (alias `onboarding`) for another module's list statement: join it on
 * `providerId`, filter and sort on its columns. A provider without a record has none (status `incomplete`).
 */
export function onboardingRecords(db: Executor) {
  return db
    .select({
      providerId: providerOnboarding.providerId,
      companyName: providerOnboarding.companyName,
      email: providerOnboarding.email,
      status: providerOnboarding.status,
      submittedAt: providerOnboarding.submittedAt,
      verifiedAt: providerOnboarding.verifiedAt,
      accountEndedAt: providerOnboarding.accountEndedAt,
    })
    .from(providerOnboarding)
    .as('onboarding');
}

/**
 * One provider's trader data as the back office shows them: state, decision, missing fields and steps, the data and
 * the ID document through a signed link of a few minutes (`idDocument: false` leaves it out). A provider that never
 * opened the onboarding is `incomplete` without data.
 */
export async function onboardingForStaff(
  db: Executor,
  config: AppConfig,
  providerId: number,
  options: { idDocument: boolean },
  now = new Date(),
): Promise<OnboardingForStaff> {
  const [row] = await db.select().from(providerOnboarding).where(eq(providerOnboarding.providerId, providerId)).limit(1);
  const [type, payout] = await Promise.all([findCompanyType(db, row?.companyTypeId ?? null), payoutAccountOf(db, providerId)]);
  const status = row?.status ?? 'incomplete';
  const check = row ? progress(row, type, payout !== null) : null;
  const ttl = Math.min(STAFF_LINK_SECONDS, config.privateUrlTtlSeconds);
  const idDocument =
    options.idDocument && row?.idDocumentKey && row.idDocumentName && row.idDocumentUploadedAt
      ? {
          file_name: row.idDocumentName,
          mime_type: row.idDocumentMime,
          uploaded_at: row.idDocumentUploadedAt.toISOString(),
          url: await privateUploadUrl(config, row.idDocumentKey, ttl),
          expires_at: new Date(now.getTime() + ttl * 1000).toISOString(),
        }
      : null;
  return {
    account_ended_at: iso(row?.accountEndedAt),
    status,
    status_label: STATUS_TEXTS[status],
    submitted_at: iso(row?.submittedAt),
    verified_at: iso(row?.verifiedAt),
    rejected_at: iso(row?.rejectedAt),
    rejection_reason: status === 'rejected' ? (row?.rejectionReason ?? null) : null,
    decided_by: row?.verifiedBy ?? null,
    missing: check ? Object.keys(check.missing) : [],
    steps: ONBOARDING_STEPS.map((key) => ({ key, title: STEP_TITLES[key], done: check?.steps[key] ?? false })),
    trader: {
      company_type: type?.name ?? null,
      company_name: row?.companyName ?? null,
      legal_representative: row?.legalRepresentative ?? null,
      street: row?.street ?? null,
      house_number: row?.houseNumber ?? null,
      zip_code: row?.zipCode ?? null,
      city: row?.city ?? null,
      country: row?.country ?? 'Deutschland',
      phone: row?.phone ?? null,
      email: row?.email ?? null,
      register_court: row?.registerCourt ?? null,
      register_number: row?.registerNumber ?? null,
      vat_id: row?.vatId ?? null,
      tax_number: row?.taxNumber ?? null,
      vat_status: row?.vatStatus ?? null,
      vat_status_label: row?.vatStatus ? VAT_STATUS_LABELS[row.vatStatus] : null,
      self_certified: Boolean(row?.selfCertifiedAt),
    },
    id_document: idDocument,
  };
}
