import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { StaffRole } from '../../db/schema/staff';
import type { StaffPrincipal } from '../../http/auth';
import { createToken, listTokens, revokeToken } from './api-tokens';
import { auditedChange, auditRowsForExport, listAudit, type AuditFilter } from './audit';
import { completeEnrolment, completeTotp, login, logout, me, reauthenticate } from './login';
import { changeRoles, createMember, deactivateMember, listMembers, resetTwoFactor, setPassword } from './members';
import { type ActionContext, memberById } from './records';

/**
 * The staff domain: the only writer of the staff tables and of the audit log. The work is done by topic in the sibling
 * files (`members.ts`, `login.ts`, `api-tokens.ts`, `access.ts`); routes and the command line call it through here.
 */
export class StaffService {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
  ) {}

  // --- members ------------------------------------------------------------------------------------

  member(id: number) {
    return memberById(this.db, id);
  }

  list() {
    return listMembers(this.db);
  }

  /**
   * A new staff member without a password: the invitation e-mail (outbox) carries a one-time set-password link.
   * `actor` `null` is the command line (`npm run admin:create`). Answers the member and the link.
   */
  create(context: ActionContext, input: { email: string; name: string; roles: StaffRole[] }) {
    return createMember(this.db, this.config, context, input);
  }

  /** Sets the password from an invitation (or reset) link; every session of the member ends. */
  setPassword(secret: string, password: string, ip: string | null) {
    return setPassword(this.db, secret, password, ip);
  }

  // --- login --------------------------------------------------------------------------------------

  login(email: string, password: string, ip: string) {
    return login(this.db, email, password, ip);
  }

  completeTotp(secret: string, proof: { code?: string | undefined; recoveryCode?: string | undefined }, ip: string) {
    return completeTotp(this.db, secret, proof, ip);
  }

  completeEnrolment(secret: string, code: string, ip: string) {
    return completeEnrolment(this.db, secret, code, ip);
  }

  logout(principal: StaffPrincipal, ip: string) {
    return logout(this.db, principal, ip);
  }

  reauthenticate(principal: StaffPrincipal, proof: { password?: string | undefined; code?: string | undefined }, ip: string) {
    return reauthenticate(this.db, principal, proof, ip);
  }

  me(principal: StaffPrincipal) {
    return me(this.db, principal);
  }

  // --- staff management (admin) ---------------------------------------------------------------------

  changeRoles(context: ActionContext & { actor: StaffPrincipal }, id: number, roles: StaffRole[]) {
    return changeRoles(this.db, context, id, roles);
  }

  deactivate(context: ActionContext & { actor: StaffPrincipal }, id: number) {
    return deactivateMember(this.db, context, id);
  }

  resetTwoFactor(context: ActionContext & { actor: StaffPrincipal }, id: number) {
    return resetTwoFactor(this.db, context, id);
  }

  // --- personal API tokens ----------------------------------------------------------------------------

  listTokens(staffId: number) {
    return listTokens(this.db, staffId);
  }

  createToken(context: ActionContext & { actor: StaffPrincipal }, input: { name: string; roles: StaffRole[]; expiresInDays: number }) {
    return createToken(this.db, context, input);
  }

  revokeToken(context: ActionContext & { actor: StaffPrincipal }, staffId: number, tokenId: number) {
    return revokeToken(this.db, context, staffId, tokenId);
  }

  // --- audit log --------------------------------------------------------------------------------------

  async listAudit(filter: AuditFilter, page: { limit: number; offset: number }) {
    return listAudit(this.db, filter, page);
  }

  /** The rows of a CSV export; the export itself is recorded (who took which part of the log). */
  async exportAudit(context: ActionContext & { actor: StaffPrincipal }, filter: AuditFilter, query: Record<string, unknown>) {
    return auditedChange(this.db, context, async (tx, audit) => {
      const rows = await auditRowsForExport(tx, filter);
      await audit({
        action: 'audit.exported',
        recordType: 'audit_log',
        after: { filter: query, rows: rows.length },
      });
      return rows;
    });
  }
}
