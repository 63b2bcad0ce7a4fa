/**
 * What other modules (and the access guard) may use of the staff module: the audit log writer for their staff
 * actions, the re-authentication check for sensitive ones, and the staff token check. The rest of the folder is
 * internal (`.dependency-cruiser.cjs`, rule `api-module-internals`).
 *
 * A staff action in another module: its route declares `config.access: 'staff:<role>'`, reads the member with
 * `signedInStaff(request)` (plugins/access.ts), calls `assertRecentReauth(member)` first when the action is
 * sensitive, and writes its change through `auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) =>
 * { …change…; await audit({ action, recordType, recordId, before, after, reason }) })`: the entry goes in the
 * transaction of its change, at the point where it is written.
 */
export {
  auditedChange,
  verifyAuditChain,
  type AuditActor,
  type AuditedBy,
  type AuditEntry,
  type AuditNote,
  type AuditVerification,
  type WriteAudit,
} from './audit';
export { assertRecentReauth, authenticateStaff } from './access';
export { REAUTH_MINUTES, SESSION_IDLE_MINUTES } from './constants';

/** Names of staff members by id (for other modules' screens: who decided); unknown ids are missing. */
export { staffNames } from './names';
/** Audit entries of a filter, oldest first (at most 50,000: for a record's or a small action's history). */
export { auditRowsForExport as auditEntries, type AuditFilter, type AuditRow } from './audit';
/** Figures computed from the log over a period, in the database (e.g. moderation's transparency report). */
export { auditCounts, auditHeadSeq, auditMedianHours, type AuditPeriod } from './audit';
/** The roles a staff member may have (what a route's `config.access: 'staff:<role>'` names). */
export type { StaffRole } from '../../db/schema/staff';
