import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema/account';
import { ConflictError, NotFoundError } from '../../http/errors';
import { uploadUrl } from '../../http/uploads';
import type { UserExporter } from '../types';
import { displayName, type UserRow } from './presenters';
import { containsPattern } from '../../lib/like-pattern';

/**
 * Customer accounts as the back office handles them (the screens and the audit live in the backoffice module): the
 * search, one account, the lock, the two-factor reset and the data export. „Customers“ are accounts of role `User`.
 */

/** The name the data export carries (`format`), with its version: a consumer can tell what it reads. */
export const EXPORT_FORMAT = 'marktplatz-datenexport' as const;
export const EXPORT_VERSION = 1;

export const CUSTOMER_NOT_FOUND = 'Das Kundenkonto wurde nicht gefunden.';
export const CUSTOMER_DELETED = 'Das Kundenkonto ist gelöscht.';

export type CustomerState = 'active' | 'unconfirmed' | 'locked' | 'deleted';

export function customerState(user: Pick<UserRow, 'deletedAt' | 'lockedAt' | 'emailConfirmedAt'>): CustomerState {
  if (user.deletedAt) return 'deleted';
  if (user.lockedAt) return 'locked';
  if (!user.emailConfirmedAt) return 'unconfirmed';
  return 'active';
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** A customer as the back office's list shows it (no more than the search needs). */
export function presentCustomerListItem(user: UserRow) {
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    state: customerState(user),
    created_at: user.createdAt.toISOString(),
    last_login_at: iso(user.lastLoginAt),
  };
}

/** Customer accounts whose e-mail, name or number (`#12`) matches, newest first. */
export async function listCustomers(db: Executor, query: string | undefined, page: { limit: number; offset: number }) {
  const filters: SQL[] = [eq(users.role, 'User')];
  const term = query?.trim();
  if (term) {
    const pattern = containsPattern(term);
    const id = /^#?\d{1,9}$/.test(term) ? Number(term.replace('#', '')) : null;
    const matches = or(
      ilike(users.email, pattern),
      sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ...(id !== null ? [eq(users.id, id)] : []),
    );
    if (matches) filters.push(matches);
  }
  const where = and(...filters);
  const rows = await db.select().from(users).where(where).orderBy(desc(users.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows: rows.map(presentCustomerListItem), total: total?.value ?? 0 };
}

/** One customer account (404 for an unknown id or a provider); `forUpdate` locks the row in the caller's transaction. */
export async function findCustomer(db: Executor, id: number, forUpdate = false): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'User')))
    .limit(1);
  const [user] = forUpdate ? await query.for('update') : await query;
  if (!user) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return user;
}

/** {@link findCustomer} locked for a change; 409 for an erased account. */
export async function findLiveCustomer(tx: Executor, id: number): Promise<UserRow> {
  const user = await findCustomer(tx, id, true);
  if (user.deletedAt) throw new ConflictError(CUSTOMER_DELETED);
  return user;
}

/** The account's part of the back office's customer detail (the other modules add addresses and orders). */
export function presentCustomerAccount(config: AppConfig, user: UserRow) {
  const mobile = user.twoFactorMobile ?? '';
  return {
    ...presentCustomerListItem(user),
    first_name: user.firstName,
    last_name: user.lastName,
    gender: user.gender,
    phone: user.phone,
    birthday: user.birthday,
    avatar: uploadUrl(config, user.avatar),
    email_confirmed_at: iso(user.emailConfirmedAt),
    locked_at: iso(user.lockedAt),
    locked_reason: user.lockedReason,
    deleted_at: iso(user.deletedAt),
    updated_at: user.updatedAt.toISOString(),
    two_factor: {
      enabled: user.twoFactorStatus,
      /** The last two digits of the SMS number, as the login shows them. */
      mobile_hint: user.twoFactorStatus && mobile ? `…${mobile.slice(-2)}` : null,
    },
    newsletter: user.subscribed,
  };
}

/** Locks the account: no login (German message at the password step) and every session ends (token version). */
export async function lockAccount(tx: Executor, user: UserRow, reason: string | null): Promise<void> {
  if (user.lockedAt) throw new ConflictError('Das Kundenkonto ist bereits gesperrt.');
  await tx
    .update(users)
    .set({ lockedAt: new Date(), lockedReason: reason, tokenVersion: user.tokenVersion + 1, updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

export async function unlockAccount(tx: Executor, user: UserRow): Promise<void> {
  if (!user.lockedAt) throw new ConflictError('Das Kundenkonto ist nicht gesperrt.');
  await tx.update(users).set({ lockedAt: null, lockedReason: null, updatedAt: new Date() }).where(eq(users.id, user.id));
}

/**
 * Switches the SMS two-factor login off (the customer lost the phone): number gone, open login codes void, every
 * session ends; the next login asks for the password only, and the customer can switch it on again.
 */
export async function resetAccountTwoFactor(tx: Executor, user: UserRow): Promise<void> {
  if (!user.twoFactorStatus) throw new ConflictError('Die Zwei-Faktor-Anmeldung ist für dieses Konto nicht eingeschaltet.');
  await tx
    .update(users)
    .set({
      twoFactorStatus: false,
      twoFactorMobile: null,
      twoFactorCountryCode: null,
      tokenVersion: user.tokenVersion + 1,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'two_factor_login')));
}

/** A confirmation link for an account whose address is not confirmed yet (409 once confirmed). */
export function assertUnconfirmed(user: UserRow): void {
  if (user.emailConfirmedAt) throw new ConflictError('Die E-Mail-Adresse ist bereits bestätigt.');
}

/**
 * The data export (DSGVO Art. 15 access, Art. 20 portability): one JSON document — the account's own data under
 * `account`, every module's part (`DomainModule.exportUser`) under `modules.<name>`. Read in one transaction, so the
 * parts agree with each other.
 */
export async function buildDataExport(db: Executor, user: UserRow, exporters: ReadonlyArray<{ module: string; exportUser: UserExporter }>) {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const { module, exportUser } of exporters) modules[module] = await exportUser(db, { id: user.id, email: user.email });
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    created_at: new Date().toISOString(),
    legal_basis: 'Art. 15 und Art. 20 DSGVO',
    account: {
      user_id: user.id,
      role: user.role,
      email: user.email,
      username: user.username,
      gender: user.gender,
      first_name: user.firstName,
      last_name: user.lastName,
      birthday: user.birthday,
      phone: user.phone,
      address: user.address,
      country_id: user.countryId,
      newsletter: user.subscribed,
      email_confirmed_at: iso(user.emailConfirmedAt),
      two_factor: { enabled: user.twoFactorStatus, mobile: user.twoFactorMobile, country_code: user.twoFactorCountryCode },
      last_login_at: iso(user.lastLoginAt),
      locked_at: iso(user.lockedAt),
      deleted_at: iso(user.deletedAt),
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    modules,
  };
}

export type DataExport = Awaited<ReturnType<typeof buildDataExport>>;

/** `marktplatz-daten-123-2026-12-05.json` */
export function exportFileName(userId: number): string {
  return `marktplatz-daten-${userId}-${new Date().toISOString().slice(0, 10)}.json`;
}
