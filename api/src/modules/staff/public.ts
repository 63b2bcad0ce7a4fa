/**
 * What other modules (and the access guard) may use of the staff module: the audit log writer for their staff
 * actions, the re-authentication check for sensitive ones, and the staff token check. The rest of the folder is
 * internal (`.dependency-cruiser.cjs`, rule `api-module-internals`).
 *
 * A staff action in another module: its route declares `config.access: 'staff:<role>'`, reads the member with
 * `signedInStaff(request)` (plugins/access.ts), calls `assertRecentReauth(member)` first when the action is
 * sensitive, and writes `audit(tx, { actor: member, action, recordType, recordId, before, after, reason, ip })`
 * with the transaction of its change.
 */
export { audit, verifyAuditChain, type AuditActor, type AuditEntry, type AuditVerification } from './audit';
export { assertRecentReauth, authenticateStaff, REAUTH_MINUTES, SESSION_IDLE_MINUTES } from './service';

/** Names of staff members by id (for other modules' screens: who decided); unknown ids are missing. */
export { staffNames } from './names';
/** Audit entries of a period and action, oldest first (for figures computed from the log, e.g. moderation's transparency report). */
export { auditRowsForExport as auditEntries, type AuditFilter, type AuditRow } from './audit';
