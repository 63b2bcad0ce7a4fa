import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Back-office roles. `admin` may do everything (including managing staff); `support` users, orders and chat
 * reports; `trust_safety` verification, notices, complaints and moderation; `finance` money; `editor` content;
 * `release` area releases to every environment but the last (production), `release_production` to that one too.
 */
export const STAFF_ROLES = ['admin', 'support', 'trust_safety', 'finance', 'editor', 'release', 'release_production'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff account: separate from customer and provider accounts (`users`), with its own login at `/admin/login`. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    roles: text('roles', { enum: STAFF_ROLES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** argon2id; `null` until the member sets a password through the invitation link. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** The secret shown during enrolment, until the first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code of this step or an earlier one is refused (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_members_email_unique').on(sql`lower(${table.email})`)],
);

/** One-time recovery codes (SHA-256), ten per enrolment. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

export const STAFF_TOKEN_KINDS = ['session', 'api'] as const;
export type StaffTokenKind = (typeof STAFF_TOKEN_KINDS)[number];

/**
 * Staff credentials presented as bearer tokens (only the SHA-256 is stored): `session` from a login (idle timeout,
 * absolute lifetime), `api` a personal token for scripts (scoped to roles, revocable, never re-authenticated).
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STAFF_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The name an API token was given. */
    name: text('name'),
    /** The roles an API token may use (within the member's roles); `null` for a session (all of the member's). */
    scope: text('scope', { enum: STAFF_ROLES }).array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the member last proved password or second factor in this session (sensitive actions need it recent). */
    reauthAt: timestamp('reauth_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_tokens_hash_unique').on(table.tokenHash), index('staff_tokens_staff_idx').on(table.staffId, table.kind)],
);

export const STAFF_CHALLENGE_PURPOSES = ['login_totp', 'login_enrol', 'set_password'] as const;
export type StaffChallengePurpose = (typeof STAFF_CHALLENGE_PURPOSES)[number];

/** Short-lived secrets between login steps, and the set-password link of an invitation (SHA-256 stored). */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: STAFF_CHALLENGE_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_challenges_hash_unique').on(table.tokenHash), index('staff_challenges_staff_idx').on(table.staffId)],
);

/** Staff login attempts per window, per account (`account:<e-mail>`) and per client address (`ip:<address>`). */
export const staffLoginAttempts = pgTable('staff_login_attempts', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * The audit log: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). Each row's `hash` is the SHA-256 of
 * the previous row's hash and this row's content, so an edited or missing row breaks the chain.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    /** Position in the chain: 1, 2, 3, … without gaps. */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff member who acted; `null` for the command line or an unknown login name. */
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('staff_audit_actor_idx').on(table.actorId, table.seq),
    index('staff_audit_record_idx').on(table.recordType, table.recordId, table.seq),
    index('staff_audit_at_idx').on(table.at),
    index('staff_audit_action_at_idx').on(table.action, table.at),
  ],
);

/** One row: the newest sequence number and hash of the audit chain (its row lock orders concurrent writers). */
export const staffAuditHead = pgTable(
  'staff_audit_head',
  {
    id: smallint('id').primaryKey().default(1),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [check('staff_audit_head_single', sql`${table.id} = 1`)],
);
