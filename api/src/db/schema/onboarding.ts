import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account';
import { companyTypes } from './reference';

/** `incomplete → submitted → verified | rejected(reason) → submitted` (README of the onboarding module). */
export const ONBOARDING_STATUSES = ['incomplete', 'submitted', 'verified', 'rejected'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** VAT status: regular, or small business under § 19 UStG. */
export const VAT_STATUSES = ['regular', 'small_business'] as const;
export type VatStatus = (typeof VAT_STATUSES)[number];

/**
 * A provider's trader data under Art. 30 DSA. Kept 6 months after the account ended (Art. 30(5)): the account
 * deletion sets `account_ended_at` and `purge_after`, and a queued job deletes the row and the ID document then.
 */
export const providerOnboarding = pgTable(
  'provider_onboarding',
  {
    providerId: integer('provider_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ONBOARDING_STATUSES }).notNull().default('incomplete'),
    companyTypeId: integer('company_type_id').references(() => companyTypes.id, { onDelete: 'set null' }),
    companyName: text('company_name'),
    legalRepresentative: text('legal_representative'),
    street: text('street'),
    houseNumber: text('house_number'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country').notNull().default('Deutschland'),
    phone: text('phone'),
    email: text('email'),
    registerCourt: text('register_court'),
    registerNumber: text('register_number'),
    vatId: text('vat_id'),
    taxNumber: text('tax_number'),
    vatStatus: text('vat_status', { enum: VAT_STATUSES }),
    /** Private storage key of the legal representative's ID document (never a public upload). */
    idDocumentKey: text('id_document_key'),
    idDocumentName: text('id_document_name'),
    idDocumentMime: text('id_document_mime'),
    idDocumentUploadedAt: timestamp('id_document_uploaded_at', { withTimezone: true }),
    selfCertifiedAt: timestamp('self_certified_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: text('verified_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    accountEndedAt: timestamp('account_ended_at', { withTimezone: true }),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_onboarding_status_idx').on(table.status)],
);
