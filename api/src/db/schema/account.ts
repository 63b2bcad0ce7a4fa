import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, pgView, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Role names as the spec writes them: `User` is a customer, `Company` a business provider. */
export const ROLES = ['User', 'Company'] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;

export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  pincode: text('pincode').notNull(),
  bankName: text('bank_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  adminDefault: boolean('admin_default').notNull().default(false),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ROLES }).notNull(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    gender: text('gender', { enum: GENDERS }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    birthday: date('birthday'),
    phone: text('phone'),
    address: text('address'),
    countryId: integer('country_id'),
    avatar: text('avatar'),
    bankId: integer('bank_id').references(() => banks.id, { onDelete: 'set null' }),
    subscribed: boolean('subscribed').notNull().default(false),
    isShowCookie: boolean('is_show_cookie').notNull().default(true),
    registrationCompleted: boolean('registration_completed').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    twoFactorStatus: boolean('two_factor_status').notNull().default(false),
    twoFactorMobile: text('two_factor_mobile'),
    twoFactorCountryCode: text('two_factor_country_code'),
    /** Raised on password change: tokens issued with an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Locked by the back office (support): no login, every session ended; `lockedReason` as given (migration 0036). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedReason: text('locked_reason'),
    /** The last successful login (password or second step), for the back office. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
  ],
);

export const providerProfiles = pgTable(
  'provider_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull().default(''),
    street: text('street').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
    showProfile: boolean('show_profile').notNull().default(true),
    secondEmail: text('second_email'),
    vatNumber: text('vat_number'),
    companyRegistrationNumber: text('company_registration_number'),
    invoiceText1: text('invoice_text_1'),
    invoiceText2: text('invoice_text_2'),
    invoiceText3: text('invoice_text_3'),
    invoiceText4: text('invoice_text_4'),
    invoiceText5: text('invoice_text_5'),
    /** § 19 UStG small business (Kleinunternehmer): sells at end prices without VAT; invoices carry the notice instead. */
    smallBusiness: boolean('small_business').notNull().default(false),
    /** The one URL slug of the provider's public page; written by the account service only (clash → `-2`, `-3`, …). */
    slug: text('slug'),
  },
  (table) => [uniqueIndex('provider_profiles_slug_unique').on(table.slug)],
);

/** Access tokens revoked before their expiry (logout, account deletion), by `jti`. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_idx').on(table.expiresAt)],
);

export const ONE_TIME_PURPOSES = ['email_confirmation', 'password_reset', 'two_factor_login'] as const;
export type OneTimePurpose = (typeof ONE_TIME_PURPOSES)[number];

/** One-time tokens: only the SHA-256 of the secret is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Second factor (SMS code), hashed; only for `two_factor_login`. */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('one_time_tokens_hash_unique').on(table.tokenHash), index('one_time_tokens_user_idx').on(table.userId)],
);

/** Failed login counters per account and per client address (brute-force throttle). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

// --- Read models for other modules (migration 0042): read-only views, exported from `modules/account/public.ts`.
// Other modules join, filter and sort on these instead of the tables above.

/** Every account without its secrets (no password hash, token version or second factor), with the provider's display name. */
export const accountUsers = pgView('account_users', {
  id: integer('id').notNull(),
  role: text('role', { enum: ROLES }).notNull(),
  email: text('email').notNull(),
  username: text('username'),
  gender: text('gender', { enum: GENDERS }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  birthday: date('birthday'),
  phone: text('phone'),
  address: text('address'),
  countryId: integer('country_id'),
  avatar: text('avatar'),
  bankId: integer('bank_id'),
  subscribed: boolean('subscribed').notNull(),
  registrationCompleted: boolean('registration_completed').notNull(),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** The company name, else "first last" (as `providerDisplayName`). */
  displayName: text('display_name').notNull(),
}).existing();

/** A provider's profile (one row per provider that has one), with its display name. */
export const accountProviderProfiles = pgView('account_provider_profiles', {
  userId: integer('user_id').notNull(),
  companyName: text('company_name').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  zipCode: text('zip_code').notNull(),
  city: text('city').notNull(),
  showProfile: boolean('show_profile').notNull(),
  secondEmail: text('second_email'),
  vatNumber: text('vat_number'),
  companyRegistrationNumber: text('company_registration_number'),
  invoiceText1: text('invoice_text_1'),
  invoiceText2: text('invoice_text_2'),
  invoiceText3: text('invoice_text_3'),
  invoiceText4: text('invoice_text_4'),
  invoiceText5: text('invoice_text_5'),
  smallBusiness: boolean('small_business').notNull(),
  slug: text('slug'),
  /** The company name, else "first last" (as `providerDisplayName`). */
  displayName: text('display_name').notNull(),
}).existing();

/** The partner banks (Hausbanken) providers pick from. */
export const accountBanks = pgView('account_banks', {
  id: integer('id').notNull(),
  pincode: text('pincode').notNull(),
  bankName: text('bank_name').notNull(),
  isDefault: boolean('is_default').notNull(),
  adminDefault: boolean('admin_default').notNull(),
}).existing();
