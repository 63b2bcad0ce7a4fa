import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { StaffPrincipal } from '../../http/auth';
import { removeUpload } from '../../http/uploads';
import {
  assertUnconfirmed,
  buildDataExport,
  eraseAccount,
  type ErasureSteps,
  findCustomer,
  findLiveCustomer,
  listCustomers,
  lockAccount,
  presentCustomerAccount,
  resetAccountTwoFactor,
  sendConfirmationEmail,
  unlockAccount,
} from '../account/public';
import { countUserAddresses } from '../address/public';
import { customerOrderSummary, retainedInvoiceCount } from '../orders/public';
import { assertRecentReauth, auditedChange, type WriteAudit } from '../staff/public';
import type { UserExporter } from '../types';

interface ActionContext {
  actor: StaffPrincipal;
  ip: string;
  reason?: string | null;
}

/**
 * The back office's customers (issue 38 §6): search, detail, lock/unlock, a new confirmation link, resetting the
 * SMS two-factor login, the data export and the erasure. „Customers“ are accounts of role `User`; a provider's
 * account is managed on the provider screens. The account module changes the account; every action writes its audit
 * entry in the transaction of its change, and never a name, address or e-mail of the customer (the audit log is
 * append-only and outlives an erasure): the record is `customer` + id, before/after hold states only.
 */
export class CustomerAdminService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly erasure: ErasureSteps,
    private readonly exporters: ReadonlyArray<{ module: string; exportUser: UserExporter }>,
  ) {}

  async list(query: string | undefined, page: { limit: number; offset: number }) {
    return listCustomers(this.db, query, page);
  }

  async detail(id: number, db: Executor = this.db) {
    const user = await findCustomer(db, id);
    return {
      ...presentCustomerAccount(this.config, user),
      addresses_count: await countUserAddresses(db, id),
      orders: await customerOrderSummary(db, id),
      retained_invoices: user.deletedAt ? await retainedInvoiceCount(db, id) : 0,
    };
  }

  private async audited(
    audit: WriteAudit,
    context: ActionContext,
    id: number,
    entry: { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> },
  ) {
    await audit({
      action: entry.action,
      recordType: 'customer',
      recordId: id,
      before: entry.before,
      after: entry.after,
      reason: context.reason ?? null,
    });
  }

  /** Locks the account: no login (German message at the password step) and every session ends (token version). */
  async lock(context: ActionContext, id: number) {
    return auditedChange(this.db, context, async (tx, audit) => {
      await lockAccount(tx, await findLiveCustomer(tx, id), context.reason ?? null);
      await this.audited(audit, context, id, {
        action: 'customer.locked',
        before: { locked: false },
        after: { locked: true, sessions_ended: true },
      });
      return this.detail(id, tx);
    });
  }

  async unlock(context: ActionContext, id: number) {
    return auditedChange(this.db, context, async (tx, audit) => {
      await unlockAccount(tx, await findLiveCustomer(tx, id));
      await this.audited(audit, context, id, { action: 'customer.unlocked', before: { locked: true }, after: { locked: false } });
      return this.detail(id, tx);
    });
  }

  /** A new confirmation link for an account whose address is not confirmed yet (the e-mail through the outbox). */
  async resendConfirmation(context: ActionContext, id: number) {
    await auditedChange(this.db, context, async (tx, audit) => {
      const user = await findLiveCustomer(tx, id);
      assertUnconfirmed(user);
      await sendConfirmationEmail(tx, this.config, user);
      await this.audited(audit, context, id, { action: 'customer.confirmation_resent', before: null, after: { confirmation_sent: true } });
    });
  }

  /** Switches the SMS two-factor login off (the customer lost the phone); every session ends. */
  async resetTwoFactor(context: ActionContext, id: number) {
    return auditedChange(this.db, context, async (tx, audit) => {
      await resetAccountTwoFactor(tx, await findLiveCustomer(tx, id));
      await this.audited(audit, context, id, {
        action: 'customer.2fa_reset',
        before: { two_factor: true },
        after: { two_factor: false, sessions_ended: true },
      });
      return this.detail(id, tx);
    });
  }

  /** The back office's copy of the data export: the same document as `GET /account/export`, audited. */
  async exportFor(context: ActionContext, id: number) {
    return auditedChange(this.db, context, async (tx, audit) => {
      const user = await findCustomer(tx, id);
      const document = await buildDataExport(tx, user, this.exporters);
      await this.audited(audit, context, id, {
        action: 'customer.exported',
        before: null,
        after: { modules: Object.keys(document.modules) },
      });
      return document;
    });
  }

  /**
   * Erasure (DSGVO Art. 17) on the customer's request through support: re-authentication within the last minutes,
   * then the same `eraseAccount` as the customer's own deletion, and the audit entry, in one transaction.
   */
  async erase(context: ActionContext, id: number) {
    assertRecentReauth(context.actor);
    const { result, avatar } = await auditedChange(this.db, context, async (tx, audit) => {
      const user = await findLiveCustomer(tx, id);
      await eraseAccount(tx, user, this.erasure);
      const detail = await this.detail(id, tx);
      await this.audited(audit, context, id, {
        action: 'customer.erased',
        before: { deleted: false },
        after: { deleted: true, retained_invoices: detail.retained_invoices },
      });
      return { result: detail, avatar: user.avatar };
    });
    await removeUpload(this.config, avatar);
    return result;
  }
}
