import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import type { StaffPrincipal } from '../../http/auth';
import { ConflictError, NotFoundError } from '../../http/errors';
import { removeUpload, uploadUrl } from '../../http/uploads';
import { countUserAddresses } from '../address/public';
import { customerOrderSummary, retainedInvoiceCount } from '../orders/public';
import { assertRecentReauth, audit } from '../staff/public';
import type { UserExporter } from '../types';
import { displayName, type UserRow } from './presenters';
import { type AccountService, eraseAccount, type ErasureSteps } from './service';

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

interface ActionContext {
  actor: StaffPrincipal;
  ip: string;
  reason?: string | null;
}

/**
 * The back office's customers (issue 38 §6): search, detail, lock/unlock, a new confirmation link, resetting the
 * SMS two-factor login, the data export and the erasure. „Customers“ are accounts of role `User`; a provider's
 * account is managed on the provider screens. Every action writes its audit entry in the transaction of its change,
 * and never a name, address or e-mail of the customer (the audit log is append-only and outlives an erasure): the
 * record is `customer` + id, before/after hold states only.
 */
export class CustomerAdminService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly erasure: ErasureSteps,
    private readonly exporters: ReadonlyArray<{ module: string; exportUser: UserExporter }>,
  ) {}

  async list(query: string | undefined, page: { limit: number; offset: number }) {
    const filters: SQL[] = [eq(users.role, 'User')];
    const term = query?.trim();
    if (term) {
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const id = /^#?\d{1,9}$/.test(term) ? Number(term.replace('#', '')) : null;
      const matches = or(
        ilike(users.email, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        ...(id !== null ? [eq(users.id, id)] : []),
      );
      if (matches) filters.push(matches);
    }
    const where = and(...filters);
    const rows = await this.db.select().from(users).where(where).orderBy(desc(users.id)).limit(page.limit).offset(page.offset);
    const [total] = await this.db.select({ value: count() }).from(users).where(where);
    return { rows: rows.map(presentCustomerListItem), total: total?.value ?? 0 };
  }

  private async find(db: Executor, id: number, forUpdate = false): Promise<UserRow> {
    const query = db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'User')))
      .limit(1);
    const [user] = forUpdate ? await query.for('update') : await query;
    if (!user) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    return user;
  }

  private async findLive(tx: Executor, id: number): Promise<UserRow> {
    const user = await this.find(tx, id, true);
    if (user.deletedAt) throw new ConflictError(CUSTOMER_DELETED);
    return user;
  }

  async detail(id: number, db: Executor = this.db) {
    const user = await this.find(db, id);
    const mobile = user.twoFactorMobile ?? '';
    return {
      ...presentCustomerListItem(user),
      first_name: user.firstName,
      last_name: user.lastName,
      gender: user.gender,
      phone: user.phone,
      birthday: user.birthday,
      avatar: uploadUrl(this.config, user.avatar),
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
      addresses_count: await countUserAddresses(db, id),
      orders: await customerOrderSummary(db, id),
      retained_invoices: user.deletedAt ? await retainedInvoiceCount(db, id) : 0,
    };
  }

  /** Locks the account: no login (German message at the password step) and every session ends (token version). */
  async lock(context: ActionContext, id: number) {
    return this.db.transaction(async (tx) => {
      const user = await this.findLive(tx, id);
      if (user.lockedAt) throw new ConflictError('Das Kundenkonto ist bereits gesperrt.');
      await tx
        .update(users)
        .set({ lockedAt: new Date(), lockedReason: context.reason ?? null, tokenVersion: user.tokenVersion + 1, updatedAt: new Date() })
        .where(eq(users.id, id));
      await audit(tx, {
        actor: { id: context.actor.id, email: context.actor.email },
        action: 'customer.locked',
        recordType: 'customer',
        recordId: id,
        before: { locked: false },
        after: { locked: true, sessions_ended: true },
        reason: context.reason ?? null,
        ip: context.ip,
      });
      return this.detail(id, tx);
    });
  }

  async unlock(context: ActionContext, id: number) {
    return this.db.transaction(async (tx) => {
      const user = await this.findLive(tx, id);
      if (!user.lockedAt) throw new ConflictError('Das Kundenkonto ist nicht gesperrt.');
      await tx.update(users).set({ lockedAt: null, lockedReason: null, updatedAt: new Date() }).where(eq(users.id, id));
      await audit(tx, {
        actor: { id: context.actor.id, email: context.actor.email },
        action: 'customer.unlocked',
        recordType: 'customer',
        recordId: id,
        before: { locked: true },
        after: { locked: false },
        reason: context.reason ?? null,
        ip: context.ip,
      });
      return this.detail(id, tx);
    });
  }

  /** A new confirmation link for an account whose address is not confirmed yet (the e-mail through the outbox). */
  async resendConfirmation(context: ActionContext, id: number, accounts: AccountService) {
    await this.db.transaction(async (tx) => {
      const user = await this.findLive(tx, id);
      if (user.emailConfirmedAt) throw new ConflictError('Die E-Mail-Adresse ist bereits bestätigt.');
      await accounts.sendConfirmation(tx, user);
      await audit(tx, {
        actor: { id: context.actor.id, email: context.actor.email },
        action: 'customer.confirmation_resent',
        recordType: 'customer',
        recordId: id,
        before: null,
        after: { confirmation_sent: true },
        reason: context.reason ?? null,
        ip: context.ip,
      });
    });
  }

  /**
   * Switches the SMS two-factor login off (the customer lost the phone): number gone, open login codes void,
   * every session ends; the next login asks for the password only, and the customer can switch it on again.
   */
  async resetTwoFactor(context: ActionContext, id: number) {
    return this.db.transaction(async (tx) => {
      const user = await this.findLive(tx, id);
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
        .where(eq(users.id, id));
      await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, id), eq(oneTimeTokens.purpose, 'two_factor_login')));
      await audit(tx, {
        actor: { id: context.actor.id, email: context.actor.email },
        action: 'customer.2fa_reset',
        recordType: 'customer',
        recordId: id,
        before: { two_factor: true },
        after: { two_factor: false, sessions_ended: true },
        reason: context.reason ?? null,
        ip: context.ip,
      });
      return this.detail(id, tx);
    });
  }

  /** The back office's copy of the data export: the same document as `GET /account/export`, audited. */
  async exportFor(context: ActionContext, id: number) {
    return this.db.transaction(async (tx) => {
      const user = await this.find(tx, id);
      const document = await buildDataExport(tx, user, this.exporters);
      await audit(tx, {
        actor: { id: context.actor.id, email: context.actor.email },
        action: 'customer.exported',
        recordType: 'customer',
        recordId: id,
        before: null,
        after: { modules: Object.keys(document.modules) },
        reason: context.reason ?? null,
        ip: context.ip,
      });
      return document;
    });
  }

  /**
   * Erasure (DSGVO Art. 17) on the customer's request through support: re-authentication within the last minutes,
   * then the same {@link eraseAccount} as the customer's own deletion, and the audit entry, in one transaction.
   */
  async erase(context: ActionContext, id: number) {
    assertRecentReauth(context.actor);
    const { result, avatar } = await this.db.transaction(async (tx) => {
      const user = await this.findLive(tx, id);
      await eraseAccount(tx, user, this.erasure);
      const detail = await this.detail(id, tx);
      await audit(tx, {
        actor: { id: context.actor.id, email: context.actor.email },
        action: 'customer.erased',
        recordType: 'customer',
        recordId: id,
        before: { deleted: false },
        after: { deleted: true, retained_invoices: detail.retained_invoices },
        reason: context.reason ?? null,
        ip: context.ip,
      });
      return { result: detail, avatar: user.avatar };
    });
    await removeUpload(this.config, avatar);
    return result;
  }
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
