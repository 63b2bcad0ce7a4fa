import { and, eq, isNull, lte } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { providerOnboarding, type OnboardingStatus } from '../../db/schema/onboarding';
import { NotFoundError, ValidationError, type FieldErrors } from '../../http/errors';
import { privateUploadUrl, removePrivateUpload, storePrivateUpload } from '../../http/uploads';
import { enqueueJob } from '../../infra/queue';
import {
  accountProviderProfileFields,
  accountProviderProfiles,
  accountUserFields,
  accountUsers,
  updateProviderInfo,
  userEmail,
} from '../account/public';
import { payoutAccountOf, savePayoutAccount } from '../ledger/public';
import { Outbox } from '../outbox/public';
import { type CompanyTypeRow, findCompanyType, listCompanyTypes, RETIRED_CHOICE_MESSAGES, retiredChoices } from '../reference/public';
import { auditedChange, type AuditActor } from '../staff/public';
import {
  isPhone,
  isZipCode,
  MESSAGES,
  normaliseBic,
  normaliseIban,
  normaliseRegisterNumber,
  normaliseTaxNumber,
  normaliseVatId,
  registerPrefixOf,
  registerRequired,
} from './checks';
import { ONBOARDING_PATH, SELF_CERTIFICATION_TEXT } from './gate';
import { ONBOARDING_STEPS, type OnboardingInfo, type OnboardingStep, type StoreOnboardingInput } from './schemas';

export type OnboardingRow = typeof providerOnboarding.$inferSelect;

export const STATUS_TEXTS: Record<OnboardingStatus, string> = {
  incomplete: 'Unvollständig',
  submitted: 'Zur Prüfung eingereicht',
  verified: 'Verifiziert',
  rejected: 'Abgelehnt',
};
export const STEP_TITLES: Record<OnboardingStep, string> = {
  company: 'Rechtsform und Name',
  address: 'Anschrift',
  contact: 'Telefon und E-Mail',
  register: 'Handelsregister',
  tax: 'Steuerangaben',
  id_document: 'Ausweisdokument',
  payout: 'Auszahlungskonto',
  self_certification: 'Selbstverpflichtung',
};
export const LOCKED_MESSAGES: Partial<Record<OnboardingStatus, string>> = {
  submitted: 'Ihre Angaben werden gerade geprüft und können bis zur Entscheidung nicht geändert werden.',
  verified: 'Ihre Angaben sind verifiziert. Für Änderungen wenden Sie sich bitte an den Support.',
};
/** Art. 30(5) DSA: trader data are kept six months after the contractual relationship ended. */
export const RETENTION_MONTHS = 6;
export const PURGE_JOB = 'onboarding.purge';
const ID_DOCUMENT_TYPES: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The provider's row, created on first use from the registration data (company, address, phone, e-mail). */
export async function ensureOnboarding(db: Executor, providerId: number): Promise<OnboardingRow> {
  const [existing] = await db.select().from(providerOnboarding).where(eq(providerOnboarding.providerId, providerId)).limit(1);
  if (existing) return existing;
  const [account] = await db
    .select({ user: accountUserFields, profile: accountProviderProfileFields })
    .from(accountUsers)
    .leftJoin(accountProviderProfiles, eq(accountProviderProfiles.userId, accountUsers.id))
    .where(and(eq(accountUsers.id, providerId), eq(accountUsers.role, 'Company'), isNull(accountUsers.deletedAt)))
    .limit(1);
  if (!account) throw new NotFoundError('Der Anbieter wurde nicht gefunden.');
  const { user, profile } = account;
  const person = `${user.firstName} ${user.lastName}`.trim();
  await db
    .insert(providerOnboarding)
    .values({
      providerId,
      companyName: profile?.companyName || null,
      legalRepresentative: person || null,
      street: profile?.street || null,
      houseNumber: profile?.houseNumber || null,
      zipCode: profile?.zipCode || null,
      city: profile?.city || null,
      phone: user.phone || null,
      email: user.email,
      vatId: profile?.vatNumber ? normaliseVatId(profile.vatNumber) : null,
      registerNumber: profile?.companyRegistrationNumber ? normaliseRegisterNumber(profile.companyRegistrationNumber) : null,
      vatStatus: profile?.smallBusiness ? 'small_business' : null,
    })
    .onConflictDoNothing({ target: providerOnboarding.providerId });
  const [row] = await db.select().from(providerOnboarding).where(eq(providerOnboarding.providerId, providerId)).limit(1);
  if (!row) throw new Error('Onboarding wurde nicht angelegt.');
  return row;
}

/** Which steps are done, and the fields still missing (by field name) for a submission. */
export function progress(
  row: OnboardingRow,
  type: CompanyTypeRow | null,
  hasPayout: boolean,
): { steps: Record<OnboardingStep, boolean>; missing: FieldErrors } {
  const missing: FieldErrors = {};
  const need = (field: string, value: unknown, message: string = MESSAGES.required) => {
    if (value === null || value === undefined || value === '') missing[field] = [message];
  };
  need('company_type_id', row.companyTypeId, MESSAGES.companyType);
  need('company_name', row.companyName);
  need('legal_representative', row.legalRepresentative);
  need('street', row.street);
  need('house_number', row.houseNumber);
  need('zip_code', row.zipCode);
  need('city', row.city);
  need('phone', row.phone);
  need('email', row.email);
  if (type && registerRequired(type.register)) {
    need('register_court', row.registerCourt, MESSAGES.registerCourt);
    need('register_number', row.registerNumber);
  }
  if (!row.vatId && !row.taxNumber) missing.vat_id = [MESSAGES.vatOrTax];
  need('vat_status', row.vatStatus);
  need('id_document', row.idDocumentKey, MESSAGES.idDocument);
  if (!hasPayout) missing.iban = [MESSAGES.payout];
  need('self_certification', row.selfCertifiedAt, MESSAGES.selfCertification);
  const stepFields: Record<OnboardingStep, string[]> = {
    company: ['company_type_id', 'company_name', 'legal_representative'],
    address: ['street', 'house_number', 'zip_code', 'city'],
    contact: ['phone', 'email'],
    register: ['register_court', 'register_number'],
    tax: ['vat_id', 'vat_status'],
    id_document: ['id_document'],
    payout: ['iban'],
    self_certification: ['self_certification'],
  };
  const steps = Object.fromEntries(
    ONBOARDING_STEPS.map((step) => [step, stepFields[step].every((field) => missing[field] === undefined)]),
  ) as Record<OnboardingStep, boolean>;
  // The register step needs the legal form first (it says which register applies).
  if (row.companyTypeId === null) steps.register = false;
  return { steps, missing };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** `/getProviderOnBoardingInfo`: the data, the state and the steps. */
export async function onboardingInfo(db: Executor, config: AppConfig, providerId: number): Promise<OnboardingInfo> {
  const row = await ensureOnboarding(db, providerId);
  const [type, payout] = await Promise.all([findCompanyType(db, row.companyTypeId), payoutAccountOf(db, providerId)]);
  const { steps, missing } = progress(row, type, payout !== null);
  return {
    status: row.status,
    status_text: STATUS_TEXTS[row.status],
    rejection_reason: row.status === 'rejected' ? row.rejectionReason : null,
    can_publish: row.status === 'verified',
    editable: row.status === 'incomplete' || row.status === 'rejected',
    company_type_id: row.companyTypeId,
    company_type: type?.name ?? null,
    register_required: type ? registerRequired(type.register) : false,
    register_prefix: type ? registerPrefixOf(type.register) : null,
    company_name: row.companyName,
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
    tax_number: row.taxNumber,
    vat_status: row.vatStatus,
    id_document:
      row.idDocumentKey && row.idDocumentName && row.idDocumentUploadedAt
        ? {
            file_name: row.idDocumentName,
            uploaded_at: row.idDocumentUploadedAt.toISOString(),
            url: await privateUploadUrl(config, row.idDocumentKey),
          }
        : null,
    payout_account: payout,
    self_certified: row.selfCertifiedAt !== null,
    self_certification_text: SELF_CERTIFICATION_TEXT,
    submitted_at: iso(row.submittedAt),
    verified_at: iso(row.verifiedAt),
    steps: ONBOARDING_STEPS.map((key) => ({ key, title: STEP_TITLES[key], done: steps[key] })),
    missing: Object.keys(missing),
    company_types: (await listCompanyTypes(db)).map((entry) => ({
      id: entry.id,
      name: entry.name,
      long_name: entry.longName,
      register_required: registerRequired(entry.register),
      register_prefix: registerPrefixOf(entry.register),
    })),
  };
}

function assertEditable(row: OnboardingRow): void {
  const locked = LOCKED_MESSAGES[row.status];
  if (locked) throw ValidationError.field('status', locked);
}

/**
 * `/storeProviderOnBoarding`: checks every given field (a wrong format → 422 on that field, nothing saved), saves
 * them with the payout account in one transaction, and with `submit` sends a complete set for verification
 * (`ONBOARDING_AUTO_VERIFY` verifies it at once).
 */
export async function storeOnboarding(db: Executor, config: AppConfig, providerId: number, input: StoreOnboardingInput): Promise<void> {
  const missing = await db.transaction(async (tx): Promise<FieldErrors | null> => {
    const row = await ensureOnboarding(tx, providerId);
    assertEditable(row);
    const errors: FieldErrors = {};
    const values: Partial<typeof providerOnboarding.$inferInsert> = {};
    const text = (field: keyof StoreOnboardingInput, column: keyof typeof values) => {
      const value = input[field];
      if (value !== undefined) (values as Record<string, unknown>)[column] = value;
    };
    if (input.company_type_id !== undefined) {
      if (input.company_type_id === null) values.companyTypeId = null;
      else if (!(await findCompanyType(tx, input.company_type_id))) errors.company_type_id = [MESSAGES.companyType];
      else if ((await retiredChoices(tx, 'company_type', [input.company_type_id], [row.companyTypeId])).length > 0) {
        errors.company_type_id = [RETIRED_CHOICE_MESSAGES.company_type];
      } else values.companyTypeId = input.company_type_id;
    }
    text('company_name', 'companyName');
    text('legal_representative', 'legalRepresentative');
    text('street', 'street');
    text('house_number', 'houseNumber');
    text('city', 'city');
    text('register_court', 'registerCourt');
    if (input.zip_code) {
      if (isZipCode(input.zip_code)) values.zipCode = input.zip_code;
      else errors.zip_code = [MESSAGES.zipCode];
    } else if (input.zip_code === null) values.zipCode = null;
    if (input.phone) {
      if (isPhone(input.phone)) values.phone = input.phone;
      else errors.phone = [MESSAGES.phone];
    } else if (input.phone === null) values.phone = null;
    if (input.email !== undefined) values.email = input.email ?? null;
    const typeId = values.companyTypeId !== undefined ? values.companyTypeId : row.companyTypeId;
    const type = await findCompanyType(tx, typeId);
    const registerNumber = input.register_number !== undefined ? input.register_number : row.registerNumber;
    if (registerNumber) {
      const normalised = normaliseRegisterNumber(registerNumber);
      const prefix = type ? registerPrefixOf(type.register) : null;
      if (!normalised) errors.register_number = [MESSAGES.registerNumber];
      else if (prefix && !normalised.startsWith(`${prefix} `)) errors.register_number = [MESSAGES.registerKind(prefix)];
      else if (input.register_number !== undefined) values.registerNumber = normalised;
    } else if (input.register_number === null) values.registerNumber = null;
    if (input.vat_id) {
      const normalised = normaliseVatId(input.vat_id);
      if (normalised) values.vatId = normalised;
      else errors.vat_id = [MESSAGES.vatId];
    } else if (input.vat_id === null) values.vatId = null;
    if (input.tax_number) {
      const normalised = normaliseTaxNumber(input.tax_number);
      if (normalised) values.taxNumber = normalised;
      else errors.tax_number = [MESSAGES.taxNumber];
    } else if (input.tax_number === null) values.taxNumber = null;
    if (input.vat_status !== undefined) values.vatStatus = input.vat_status;
    if (input.self_certification !== undefined) values.selfCertifiedAt = input.self_certification ? new Date() : null;
    const payoutGiven = Boolean(input.iban || input.account_holder || input.bic);
    if (payoutGiven) {
      if (!input.account_holder) errors.account_holder = [MESSAGES.required];
      if (!input.iban || !normaliseIban(input.iban)) errors.iban = [MESSAGES.iban];
      if (input.bic && !normaliseBic(input.bic)) errors.bic = [MESSAGES.bic];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (payoutGiven)
      await savePayoutAccount(tx, providerId, { account_holder: input.account_holder!, iban: input.iban!, bic: input.bic ?? null });
    const [saved] = await tx
      .update(providerOnboarding)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(providerOnboarding.providerId, providerId))
      .returning();
    if (!saved) throw new Error('Onboarding wurde nicht gespeichert.');
    if (!input.submit) return null;
    const { missing: open } = progress(saved, type, (await payoutAccountOf(tx, providerId)) !== null);
    // What was typed stays saved; the submission is refused after the commit.
    if (Object.keys(open).length > 0) return open;
    await tx
      .update(providerOnboarding)
      .set({ status: 'submitted', submittedAt: new Date(), rejectionReason: null, updatedAt: new Date() })
      .where(eq(providerOnboarding.providerId, providerId));
    if (config.onboardingAutoVerify) await decide(tx, config, providerId, { decision: 'verify' }, 'automatic');
    return null;
  });
  if (missing) throw new ValidationError(missing, 'Bitte vervollständigen Sie Ihre Angaben, bevor Sie sie einreichen.');
}

/** `/v2/providerUploadDocs`: the legal representative's ID document (PDF, PNG, JPG) into private storage. */
export async function uploadIdDocument(
  db: Executor,
  config: AppConfig,
  providerId: number,
  file: { buffer: Buffer; fileName: string; extension: string; mimeType: string },
): Promise<void> {
  if (!ID_DOCUMENT_TYPES[file.extension]) throw ValidationError.field('file', MESSAGES.idDocumentType);
  const row = await ensureOnboarding(db, providerId);
  assertEditable(row);
  const key = await storePrivateUpload(config, 'onboarding/id-documents', file.buffer, file.extension);
  await db
    .update(providerOnboarding)
    .set({
      idDocumentKey: key,
      idDocumentName: file.fileName,
      idDocumentMime: file.mimeType,
      idDocumentUploadedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(providerOnboarding.providerId, providerId));
  if (row.idDocumentKey) await removePrivateUpload(config, row.idDocumentKey);
}

/** Who decides: a staff member in the back office (audited), or the automatic verification (`ONBOARDING_AUTO_VERIFY`). */
export type Decider = { staff: AuditActor; ip: string | null } | 'automatic';

/**
 * The verification decision on a submitted set (the back office, or the auto-verification in development): status,
 * the company profile on verification, the e-mail to the provider (outbox) and — for a staff member — the audit
 * entry, all in one transaction. The row is locked, so two staff members cannot decide the same set twice.
 */
export async function decide(
  db: Executor,
  config: AppConfig,
  providerId: number,
  input: { decision: 'verify' | 'reject'; reason?: string | null | undefined },
  decider: Decider,
): Promise<OnboardingRow> {
  return auditedChange(db, decider === 'automatic' ? {} : { actor: decider.staff, ip: decider.ip }, async (tx, audit) => {
    const [row] = await tx.select().from(providerOnboarding).where(eq(providerOnboarding.providerId, providerId)).limit(1).for('update');
    if (!row) throw new NotFoundError('Für diesen Anbieter liegen keine Angaben vor.');
    if (row.status !== 'submitted')
      throw ValidationError.field('status', `Nur eingereichte Angaben können geprüft werden (Stand: ${STATUS_TEXTS[row.status]}).`);
    const reason = input.reason?.trim() || null;
    if (input.decision === 'reject' && !reason) throw ValidationError.field('reason', 'Bitte geben Sie einen Grund für die Ablehnung an.');
    const by = decider === 'automatic' ? 'automatisch (ONBOARDING_AUTO_VERIFY)' : decider.staff.email;
    const now = new Date();
    const [updated] = await tx
      .update(providerOnboarding)
      .set(
        input.decision === 'verify'
          ? { status: 'verified', verifiedAt: now, verifiedBy: by, rejectionReason: null, updatedAt: now }
          : { status: 'rejected', rejectedAt: now, verifiedBy: by, rejectionReason: reason, updatedAt: now },
      )
      .where(eq(providerOnboarding.providerId, providerId))
      .returning();
    if (!updated) throw new Error('Entscheidung wurde nicht gespeichert.');
    const email = await userEmail(tx, providerId);
    if (input.decision === 'verify') {
      // The verified data become the provider's company profile (invoices, provider page).
      await updateProviderInfo(tx, providerId, {
        company_name: updated.companyName ?? undefined,
        street: updated.street ?? undefined,
        house_number: updated.houseNumber ?? undefined,
        zip_code: updated.zipCode ?? undefined,
        city: updated.city ?? undefined,
        vat_number: updated.vatId,
        company_registration_number: updated.registerNumber,
        small_business: updated.vatStatus === 'small_business',
      });
    }
    if (email !== null) {
      const link = `${config.publicWebUrl}${ONBOARDING_PATH}`;
      await new Outbox(tx, config).sendEmail(
        input.decision === 'verify'
          ? {
              to: email,
              subject: 'Ihre Anbieterangaben sind verifiziert',
              text: `Guten Tag,\n\nIhre Anbieterangaben wurden geprüft und verifiziert. Sie können Ihre Produkte und Ihre Anbieterseite jetzt veröffentlichen.\n\n${link}`,
              links: [link],
            }
          : {
              to: email,
              subject: 'Ihre Anbieterangaben wurden abgelehnt',
              text: `Guten Tag,\n\nIhre Anbieterangaben konnten wir leider nicht verifizieren.\n\nGrund: ${reason}\n\nBitte korrigieren Sie die Angaben und reichen Sie sie erneut ein:\n${link}`,
              links: [link],
            },
      );
    }
    if (decider !== 'automatic') {
      await audit({
        action: input.decision === 'verify' ? 'provider.verified' : 'provider.rejected',
        recordType: 'provider',
        recordId: providerId,
        before: { status: row.status, rejection_reason: row.rejectionReason },
        after: { status: updated.status, rejection_reason: updated.rejectionReason },
        reason,
      });
    }
    return updated;
  });
}

/** `/getSubscriptionStep`: where the provider stands. */
export async function subscriptionStep(db: Executor, config: AppConfig, providerId: number) {
  const info = await onboardingInfo(db, config, providerId);
  const open = info.steps.find((step) => !step.done);
  return {
    status: info.status,
    status_text: info.status_text,
    can_publish: info.can_publish,
    step: open?.key ?? null,
    steps_done: info.steps.filter((step) => step.done).length,
    steps_total: info.steps.length,
    onboarding_url: ONBOARDING_PATH,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Retention (Art. 30(5) DSA)

export function purgeDate(endedAt: Date): Date {
  const date = new Date(endedAt);
  date.setUTCMonth(date.getUTCMonth() + RETENTION_MONTHS);
  return date;
}

/** Account deletion: the trader data stay (hidden) for six months; a job queued for then deletes them. */
export async function markAccountEnded(tx: Executor, providerId: number, at: Date = new Date()): Promise<void> {
  const purgeAfter = purgeDate(at);
  const [row] = await tx
    .update(providerOnboarding)
    .set({ accountEndedAt: at, purgeAfter, updatedAt: at })
    .where(and(eq(providerOnboarding.providerId, providerId), isNull(providerOnboarding.accountEndedAt)))
    .returning({ providerId: providerOnboarding.providerId });
  if (row) await enqueueJob(tx, PURGE_JOB, {}, { key: `onboarding-purge:${providerId}:${at.toISOString()}`, runAt: purgeAfter });
}

/** Deletes every trader data set whose retention ended (rows and ID documents); answers how many. */
export async function purgeExpired(db: Executor, config: AppConfig, now: Date = new Date()): Promise<number> {
  const expired = await db
    .delete(providerOnboarding)
    .where(lte(providerOnboarding.purgeAfter, now))
    .returning({ key: providerOnboarding.idDocumentKey });
  for (const { key } of expired) await removePrivateUpload(config, key);
  return expired.length;
}
