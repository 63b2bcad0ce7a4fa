import { fromZonedTime } from 'date-fns-tz';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup, pagedRouteGroup } from '../../http/route-group';
import { ValidationError } from '../../http/errors';
import { pageOffset, readPage } from '../../http/pagination';
import { idParams, idParamsOf } from '../../http/validation';
import { signedInStaff } from '../../plugins/access';
import { auditActions, auditCsv, verifyAuditChain, type AuditFilter, type AuditRow } from './audit';
import {
  auditEntrySchema,
  auditFilterQuery,
  auditQuery,
  auditVerificationSchema,
  createStaffBody,
  createTokenBody,
  enrolBody,
  loginBody,
  newStaffApiTokenSchema,
  reasonBody,
  reauthBody,
  rolesBody,
  setPasswordBody,
  staffApiTokenSchema,
  staffLoginStepSchema,
  staffMemberSchema,
  staffMeSchema,
  staffSessionSchema,
  totpLoginBody,
} from './schemas';
import { StaffService } from './service';

const tags = ['Backoffice'];

/** The filter of `GET /admin/audit(.csv)`: Berlin calendar days to instants (`date_to` inclusive). */
function auditFilter(query: z.infer<typeof auditFilterQuery>): AuditFilter {
  if (query.date_from && query.date_to && query.date_from > query.date_to) {
    throw ValidationError.field('date_to', 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.');
  }
  return {
    actorId: query.staff_id,
    recordType: query.record_type,
    recordId: query.record_id,
    action: query.action,
    from: query.date_from ? fromZonedTime(`${query.date_from}T00:00:00`, 'Europe/Berlin') : undefined,
    to: query.date_to ? fromZonedTime(`${nextDay(query.date_to)}T00:00:00`, 'Europe/Berlin') : undefined,
  };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function presentAudit(row: AuditRow) {
  return {
    seq: row.seq,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    record_type: row.recordType,
    record_id: row.recordId,
    before: (row.before ?? null) as Record<string, unknown> | null,
    after: (row.after ?? null) as Record<string, unknown> | null,
    reason: row.reason,
    ip: row.ip,
    hash: row.hash,
  };
}

/**
 * The back office's ground (`/admin`): staff login with mandatory TOTP, sessions, re-authentication, staff
 * management, personal API tokens and the audit log. Every route but the login steps is declared for staff.
 */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = new StaffService(app.db, app.appConfig);
  const open = routeGroup(app, { tags, config: { access: 'public', extension: true } });
  const member = routeGroup(app, { tags, config: { access: 'staff', extension: true } });
  const admin = routeGroup(app, { tags, config: { access: 'staff:admin', extension: true } });
  /** Who changes what from where, with the reason the body gives (the audit entry's). */
  const change = (request: Parameters<typeof signedInStaff>[0] & { ip: string }, reason: string | null) => ({
    actor: signedInStaff(request),
    ip: request.ip,
    reason,
  });

  // --- login (public) -------------------------------------------------------------------------------

  open({
    method: 'POST',
    url: '/admin/login',
    summary: 'Mitarbeiteranmeldung, Schritt 1: E-Mail und Passwort',
    description:
      'Antwortet mit dem zweiten Schritt: `step = totp` (Code der Authenticator-App an `/admin/login/totp`) oder bei der ersten Anmeldung `step = enrol` (QR-Code, Geheimnis und zehn Wiederherstellungscodes, nur jetzt sichtbar; der erste Code an `/admin/login/enrol`). Höchstens 5 Versuche je Konto und 30 je Adresse in 15 Minuten (429).',
    body: loginBody,
    data: staffLoginStepSchema,
    handler: (request) => staff.login(request.body.email, request.body.password, request.ip),
  });

  open({
    method: 'POST',
    url: '/admin/login/totp',
    summary: 'Mitarbeiteranmeldung, Schritt 2: Code der Authenticator-App oder Wiederherstellungscode',
    description:
      'Ein Code gilt einmal; ein Wiederherstellungscode ist danach verbraucht. Antwortet mit dem Sitzungsschlüssel (30 Minuten Leerlauf).',
    body: totpLoginBody,
    data: staffSessionSchema,
    handler: (request) =>
      staff.completeTotp(request.body.challenge, { code: request.body.code, recoveryCode: request.body.recovery_code }, request.ip),
  });

  open({
    method: 'POST',
    url: '/admin/login/enrol',
    summary: 'Erste Anmeldung: Zwei-Faktor-Anmeldung mit dem ersten Code bestätigen',
    body: enrolBody,
    data: staffSessionSchema,
    handler: (request) => staff.completeEnrolment(request.body.challenge, request.body.code, request.ip),
  });

  open({
    method: 'POST',
    url: '/admin/password',
    summary: 'Passwort über den Einladungslink festlegen',
    body: setPasswordBody,
    data: z.null(),
    message: 'Ihr Passwort ist gespeichert. Sie können sich jetzt anmelden.',
    handler: async (request) => {
      await staff.setPassword(request.body.token, request.body.password, request.ip);
      return null;
    },
  });

  // --- own session (any staff member) ----------------------------------------------------------------

  member({
    method: 'GET',
    url: '/admin/me',
    summary: 'Das eigene Mitarbeiterkonto',
    data: staffMeSchema,
    handler: (request) => staff.me(signedInStaff(request)),
  });

  member({
    method: 'POST',
    url: '/admin/logout',
    summary: 'Abmelden (Sitzung oder API-Schlüssel beenden)',
    data: z.null(),
    message: 'Sie wurden abgemeldet.',
    handler: async (request) => {
      await staff.logout(signedInStaff(request), request.ip);
      return null;
    },
  });

  member({
    method: 'POST',
    url: '/admin/reauth',
    summary: 'Erneut bestätigen (Passwort oder Code) vor sensiblen Aktionen',
    description:
      'Rollenänderung, Deaktivierung, Zurücksetzen der Zwei-Faktor-Anmeldung und neue API-Schlüssel verlangen eine Bestätigung in den letzten 5 Minuten (sonst 403 mit `errors.reauth`).',
    body: reauthBody,
    data: z.object({ reauth_valid_until: z.string() }),
    handler: (request) => staff.reauthenticate(signedInStaff(request), request.body, request.ip),
  });

  member({
    method: 'GET',
    url: '/admin/tokens',
    summary: 'Eigene API-Schlüssel',
    data: z.array(staffApiTokenSchema),
    handler: (request) => staff.listTokens(signedInStaff(request).id),
  });

  member({
    method: 'POST',
    url: '/admin/tokens',
    summary: 'Persönlichen API-Schlüssel anlegen (für Skripte; wird nur jetzt angezeigt)',
    body: createTokenBody,
    data: newStaffApiTokenSchema,
    status: 201,
    message: 'Der API-Schlüssel wird nur jetzt angezeigt. Bitte bewahren Sie ihn sicher auf.',
    handler: (request) =>
      staff.createToken(
        { actor: signedInStaff(request), ip: request.ip },
        { name: request.body.name, roles: request.body.roles, expiresInDays: request.body.expires_in_days },
      ),
  });

  member({
    method: 'DELETE',
    url: '/admin/tokens/:tokenId',
    summary: 'Eigenen API-Schlüssel widerrufen',
    params: idParamsOf('tokenId'),
    data: staffApiTokenSchema,
    handler: (request) => {
      const actor = signedInStaff(request);
      return staff.revokeToken({ actor, ip: request.ip }, actor.id, request.params.tokenId);
    },
  });

  // --- staff management (admin) ------------------------------------------------------------------------

  admin({
    method: 'GET',
    url: '/admin/staff',
    summary: 'Alle Mitarbeiterkonten',
    data: z.array(staffMemberSchema),
    handler: () => staff.list(),
  });

  admin({
    method: 'POST',
    url: '/admin/staff',
    summary: 'Mitarbeiterkonto anlegen (Einladung per E-Mail mit Link zum Festlegen des Passworts)',
    body: createStaffBody,
    data: staffMemberSchema,
    status: 201,
    message: 'Die Einladung wurde verschickt.',
    handler: async (request) => {
      const { email, name, roles } = request.body;
      return (await staff.create(change(request, request.body.reason ?? null), { email, name, roles })).member;
    },
  });

  admin({
    method: 'PUT',
    url: '/admin/staff/:id/roles',
    summary: 'Rollen ändern (erneute Bestätigung nötig)',
    params: idParams,
    body: rolesBody,
    data: staffMemberSchema,
    handler: (request) => staff.changeRoles(change(request, request.body.reason), request.params.id, request.body.roles),
  });

  admin({
    method: 'POST',
    url: '/admin/staff/:id/deactivate',
    summary: 'Mitarbeiterkonto deaktivieren (beendet Sitzungen und API-Schlüssel; erneute Bestätigung nötig)',
    params: idParams,
    body: reasonBody,
    data: staffMemberSchema,
    handler: (request) => staff.deactivate(change(request, request.body.reason), request.params.id),
  });

  admin({
    method: 'POST',
    url: '/admin/staff/:id/reset-2fa',
    summary: 'Zwei-Faktor-Anmeldung zurücksetzen (neue Einrichtung bei der nächsten Anmeldung; erneute Bestätigung nötig)',
    params: idParams,
    body: reasonBody,
    data: staffMemberSchema,
    handler: (request) => staff.resetTwoFactor(change(request, request.body.reason), request.params.id),
  });

  admin({
    method: 'GET',
    url: '/admin/staff/:id/tokens',
    summary: 'API-Schlüssel eines Mitarbeiterkontos',
    params: idParams,
    data: z.array(staffApiTokenSchema),
    handler: async (request) => {
      await staff.member(request.params.id);
      return staff.listTokens(request.params.id);
    },
  });

  admin({
    method: 'POST',
    url: '/admin/staff/:id/tokens/:tokenId/revoke',
    summary: 'API-Schlüssel eines Mitarbeiterkontos widerrufen',
    params: idParamsOf('id', 'tokenId'),
    body: reasonBody,
    data: staffApiTokenSchema,
    handler: (request) => staff.revokeToken(change(request, request.body.reason), request.params.id, request.params.tokenId),
  });

  // --- audit log (admin) -----------------------------------------------------------------------------

  pagedRouteGroup(app, { tags, config: { access: 'staff:admin', extension: true } })({
    method: 'GET',
    url: '/admin/audit',
    summary: 'Audit-Protokoll, neueste zuerst (Filter: Person, Datensatz, Aktion, Zeitraum)',
    description: '`date_from`/`date_to`: JJJJ-MM-TT, Berliner Zeit, beide einschließlich.',
    querystring: auditQuery,
    item: auditEntrySchema,
    handler: (request) => readPage(request.query, (page) => staff.listAudit(auditFilter(request.query), pageOffset(page)), presentAudit),
  });

  admin({
    method: 'GET',
    url: '/admin/audit/verification',
    summary: 'Prüft die Hash-Kette des Audit-Protokolls (wie `npm run admin:verify-audit`)',
    description: 'Lücken, geänderte Einträge und ein fehlendes Ende werden gemeldet; `head` ist der neueste Eintrag und seine Prüfsumme.',
    data: auditVerificationSchema,
    handler: async () => ({ ...(await verifyAuditChain(app.db)), checked_at: new Date().toISOString() }),
  });

  admin({
    method: 'GET',
    url: '/admin/audit/actions',
    summary: 'Die bisher protokollierten Aktionen (`<bereich>.<verb>`), für den Filter',
    data: z.array(z.string()),
    handler: () => auditActions(app.db),
  });

  app.get(
    '/admin/audit.csv',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'Audit-Protokoll als CSV (UTF-8 mit BOM, Trennzeichen ;, Berliner Zeit)',
        querystring: auditFilterQuery,
        response: { 200: { description: 'CSV für deutsche Tabellenkalkulationen', content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const actor = signedInStaff(request);
      const rows = await staff.exportAudit({ actor, ip: request.ip }, auditFilter(request.query), request.query);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-protokoll.csv"')
          .header('cache-control', 'private, no-store')
          // A Buffer is sent as it is (Fastify serialises only objects), so no JSON schema applies.
          .send(auditCsv(rows) as never)
      );
    },
  );
};

export default staffRoutes;
