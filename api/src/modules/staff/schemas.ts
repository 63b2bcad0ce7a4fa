import { z } from 'zod';
import { STAFF_ROLES } from '../../db/schema/staff';
import { wireSchema } from '../../http/contract';
import { pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { newPasswordSchema } from '../account/public';
import { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS } from './constants';

const ROLE_MESSAGE = `Unbekannte Rolle. Erlaubt sind: ${STAFF_ROLES.join(', ')}.`;
const role = z.enum(STAFF_ROLES, { error: ROLE_MESSAGE });
/**
 * At most five roles a member (the published contract's bound from when there were five; the release roles came
 * later, and `admin` covers what more roles would).
 */
const MAX_ROLES = 5;
const roles = z.array(role).min(1, 'Bitte wählen Sie mindestens eine Rolle.').max(MAX_ROLES, `Höchstens ${MAX_ROLES} Rollen je Mitglied.`);

const secret = z
  .string({ error: 'Die Anmeldung ist unvollständig.' })
  .trim()
  .min(1, 'Die Anmeldung ist unvollständig.')
  .max(200, 'Die Anmeldung ist ungültig.');
const totpCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'Der Code besteht aus 6 Ziffern.');
const recoveryCode = fields
  .text()
  .trim()
  .min(8, 'Der Wiederherstellungscode ist zu kurz.')
  .max(40, 'Der Wiederherstellungscode ist zu lang.');
/** The reason a staff member gives for an action (kept in the audit log). */
const reason = fields
  .text()
  .trim()
  .min(3, 'Bitte geben Sie eine Begründung an (mindestens 3 Zeichen).')
  .max(2000, 'Höchstens 2000 Zeichen erlaubt.');

export const loginBody = z.object({
  email: fields.email(),
  password: z.string().min(1, 'Bitte geben Sie Ihr Passwort ein.').max(1024),
});

export const totpLoginBody = z
  .object({ challenge: secret, code: totpCode.optional(), recovery_code: recoveryCode.optional() })
  .refine((value) => Boolean(value.code) !== Boolean(value.recovery_code), {
    message: 'Bitte geben Sie entweder den Code aus Ihrer App oder einen Wiederherstellungscode ein.',
    path: ['code'],
  });

export const enrolBody = z.object({ challenge: secret, code: totpCode });

export const setPasswordBody = z.object({
  token: z.string({ error: 'Der Link ist unvollständig.' }).trim().min(1, 'Der Link ist unvollständig.').max(200, 'Der Link ist ungültig.'),
  password: newPasswordSchema(),
});

export const reauthBody = z
  .object({ password: z.string().min(1).max(1024).optional(), code: totpCode.optional() })
  .refine((value) => Boolean(value.password) !== Boolean(value.code), {
    message: 'Bitte geben Sie entweder Ihr Passwort oder einen Code aus Ihrer Authenticator-App ein.',
    path: ['password'],
  });

export const createStaffBody = z.object({
  email: fields.email(),
  name: fields.requiredText(120),
  roles,
  reason: reason.optional(),
});

export const rolesBody = z.object({ roles, reason });
export const reasonBody = z.object({ reason });

export const createTokenBody = z.object({
  name: fields.requiredText(80),
  roles,
  expires_in_days: z.coerce
    .number()
    .int('Bitte geben Sie eine ganze Zahl an.')
    .min(1, 'Mindestens 1 Tag.')
    .max(API_TOKEN_MAX_DAYS, `Höchstens ${API_TOKEN_MAX_DAYS} Tage.`)
    .default(API_TOKEN_DEFAULT_DAYS),
});

const berlinDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte geben Sie ein Datum als JJJJ-MM-TT an.')
  .optional();

/** Filters of the audit log: person, record, action and period (Berlin calendar days, both inclusive). */
export const auditFilterQuery = z.object({
  staff_id: fields.id().optional(),
  record_type: fields.text().trim().min(1).max(60).optional(),
  record_id: fields.text().trim().min(1).max(80).optional(),
  action: fields.text().trim().min(1).max(80).optional(),
  date_from: berlinDay,
  date_to: berlinDay,
});
export const auditQuery = auditFilterQuery.extend(pageQuery(50).shape);

// --- answers --------------------------------------------------------------------------------------------

export const staffMemberSchema = wireSchema(
  'StaffMember',
  z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    roles: z.array(role),
    active: z.boolean(),
    password_set: z.boolean(),
    two_factor_enrolled: z.boolean(),
    created_at: z.string(),
    deactivated_at: z.string().nullable(),
    last_seen_at: z.string().nullable(),
  }),
);

export const staffMeSchema = wireSchema(
  'StaffMe',
  staffMemberSchema.extend({
    /** `session` (login) or `api` (personal API token). */
    credential: z.enum(['session', 'api']),
    /** The roles this credential may use (an API token's scope). */
    credential_roles: z.array(role),
    /** Until when sensitive actions are open without a new confirmation. */
    reauth_valid_until: z.string().nullable(),
    idle_minutes: z.number().int(),
  }),
);

export const staffLoginStepSchema = wireSchema(
  'StaffLoginStep',
  z.object({
    /** `totp`: ask for the app's code; `enrol`: show QR code and recovery codes, then ask for the first code. */
    step: z.enum(['totp', 'enrol']),
    challenge: z.string(),
    otpauth_uri: z.string().optional(),
    /** The secret as text, for typing it into the app by hand. */
    secret: z.string().optional(),
    /** The QR code as `data:image/svg+xml;base64,…`. */
    qr_code: z.string().optional(),
    /** Ten one-time recovery codes, shown only now. */
    recovery_codes: z.array(z.string()).optional(),
  }),
);

export const staffSessionSchema = wireSchema(
  'StaffSession',
  z.object({ token: z.string(), expires_at: z.string(), idle_minutes: z.number().int(), staff: staffMemberSchema }),
);

export const staffApiTokenSchema = wireSchema(
  'StaffApiToken',
  z.object({
    id: z.number().int(),
    name: z.string(),
    roles: z.array(role),
    created_at: z.string(),
    last_used_at: z.string(),
    expires_at: z.string(),
    revoked_at: z.string().nullable(),
  }),
);

export const newStaffApiTokenSchema = wireSchema('NewStaffApiToken', staffApiTokenSchema.extend({ token: z.string() }));

export const auditEntrySchema = wireSchema(
  'AuditEntry',
  z.object({
    seq: z.number().int(),
    at: z.string(),
    actor_id: z.number().int().nullable(),
    actor_email: z.string().nullable(),
    action: z.string(),
    record_type: z.string(),
    record_id: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    reason: z.string().nullable(),
    ip: z.string().nullable(),
    hash: z.string(),
  }),
);

export const auditVerificationSchema = wireSchema(
  'AuditVerification',
  z.object({
    ok: z.boolean(),
    rows: z.number().int(),
    problems: z.array(z.object({ seq: z.number().int(), problem: z.string() })),
    head: z.object({ seq: z.number().int(), hash: z.string() }).nullable(),
    checked_at: z.string(),
  }),
);
