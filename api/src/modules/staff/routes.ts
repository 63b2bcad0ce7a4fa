import { fromZonedTime } from 'date-fns-tz';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
import { ValidationError } from '../../http/errors';
import { pageMeta, pageOffset } from '../../http/pagination';
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
const messageResponse = successSchema(z.null());

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

  // --- login (public) -------------------------------------------------------------------------------

  app.post(
    '/admin/login',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Mitarbeiteranmeldung, Schritt 1: E-Mail und Passwort',
        description:
          'Antwortet mit dem zweiten Schritt: `step = totp` (Code der Authenticator-App an `/admin/login/totp`) oder bei der ersten Anmeldung `step = enrol` (QR-Code, Geheimnis und zehn Wiederherstellungscodes, nur jetzt sichtbar; der erste Code an `/admin/login/enrol`). Höchstens 5 Versuche je Konto und 30 je Adresse in 15 Minuten (429).',
        body: loginBody,
        response: { 200: successSchema(staffLoginStepSchema) },
      },
    },
    async (request) => ok(await staff.login(request.body.email, request.body.password, request.ip)),
  );

  app.post(
    '/admin/login/totp',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Mitarbeiteranmeldung, Schritt 2: Code der Authenticator-App oder Wiederherstellungscode',
        description:
          'Ein Code gilt einmal; ein Wiederherstellungscode ist danach verbraucht. Antwortet mit dem Sitzungsschlüssel (30 Minuten Leerlauf).',
        body: totpLoginBody,
        response: { 200: successSchema(staffSessionSchema) },
      },
    },
    async (request) =>
      ok(
        await staff.completeTotp(request.body.challenge, { code: request.body.code, recoveryCode: request.body.recovery_code }, request.ip),
      ),
  );

  app.post(
    '/admin/login/enrol',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Erste Anmeldung: Zwei-Faktor-Anmeldung mit dem ersten Code bestätigen',
        body: enrolBody,
        response: { 200: successSchema(staffSessionSchema) },
      },
    },
    async (request) => ok(await staff.completeEnrolment(request.body.challenge, request.body.code, request.ip)),
  );

  app.post(
    '/admin/password',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Passwort über den Einladungslink festlegen',
        body: setPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await staff.setPassword(request.body.token, request.body.password, request.ip);
      return ok(null, 'Ihr Passwort ist gespeichert. Sie können sich jetzt anmelden.');
    },
  );

  // --- own session (any staff member) ----------------------------------------------------------------

  app.get(
    '/admin/me',
    {
      config: { access: 'staff', extension: true },
      schema: { tags, summary: 'Das eigene Mitarbeiterkonto', response: { 200: successSchema(staffMeSchema) } },
    },
    async (request) => ok(await staff.me(signedInStaff(request))),
  );

  app.post(
    '/admin/logout',
    {
      config: { access: 'staff', extension: true },
      schema: { tags, summary: 'Abmelden (Sitzung oder API-Schlüssel beenden)', response: { 200: messageResponse } },
    },
    async (request) => {
      await staff.logout(signedInStaff(request), request.ip);
      return ok(null, 'Sie wurden abgemeldet.');
    },
  );

  app.post(
    '/admin/reauth',
    {
      config: { access: 'staff', extension: true },
      schema: {
        tags,
        summary: 'Erneut bestätigen (Passwort oder Code) vor sensiblen Aktionen',
        description:
          'Rollenänderung, Deaktivierung, Zurücksetzen der Zwei-Faktor-Anmeldung und neue API-Schlüssel verlangen eine Bestätigung in den letzten 5 Minuten (sonst 403 mit `errors.reauth`).',
        body: reauthBody,
        response: { 200: successSchema(z.object({ reauth_valid_until: z.string() })) },
      },
    },
    async (request) => ok(await staff.reauthenticate(signedInStaff(request), request.body, request.ip)),
  );

  app.get(
    '/admin/tokens',
    {
      config: { access: 'staff', extension: true },
      schema: { tags, summary: 'Eigene API-Schlüssel', response: { 200: successSchema(z.array(staffApiTokenSchema)) } },
    },
    async (request) => ok(await staff.listTokens(signedInStaff(request).id)),
  );

  app.post(
    '/admin/tokens',
    {
      config: { access: 'staff', extension: true },
      schema: {
        tags,
        summary: 'Persönlichen API-Schlüssel anlegen (für Skripte; wird nur jetzt angezeigt)',
        body: createTokenBody,
        response: { 201: successSchema(newStaffApiTokenSchema) },
      },
    },
    async (request, reply) => {
      const actor = signedInStaff(request);
      const token = await staff.createToken(
        { actor, ip: request.ip },
        { name: request.body.name, roles: request.body.roles, expiresInDays: request.body.expires_in_days },
      );
      return created(reply, token, 'Der API-Schlüssel wird nur jetzt angezeigt. Bitte bewahren Sie ihn sicher auf.');
    },
  );

  app.delete(
    '/admin/tokens/:tokenId',
    {
      config: { access: 'staff', extension: true },
      schema: {
        tags,
        summary: 'Eigenen API-Schlüssel widerrufen',
        params: idParamsOf('tokenId'),
        response: { 200: successSchema(staffApiTokenSchema) },
      },
    },
    async (request) => {
      const actor = signedInStaff(request);
      return ok(await staff.revokeToken({ actor, ip: request.ip }, actor.id, request.params.tokenId));
    },
  );

  // --- staff management (admin) ------------------------------------------------------------------------

  app.get(
    '/admin/staff',
    {
      config: { access: 'staff:admin', extension: true },
      schema: { tags, summary: 'Alle Mitarbeiterkonten', response: { 200: successSchema(z.array(staffMemberSchema)) } },
    },
    async () => ok(await staff.list()),
  );

  app.post(
    '/admin/staff',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'Mitarbeiterkonto anlegen (Einladung per E-Mail mit Link zum Festlegen des Passworts)',
        body: createStaffBody,
        response: { 201: successSchema(staffMemberSchema) },
      },
    },
    async (request, reply) => {
      const { member } = await staff.create(
        { actor: signedInStaff(request), ip: request.ip, reason: request.body.reason ?? null },
        { email: request.body.email, name: request.body.name, roles: request.body.roles },
      );
      return created(reply, member, 'Die Einladung wurde verschickt.');
    },
  );

  app.put(
    '/admin/staff/:id/roles',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'Rollen ändern (erneute Bestätigung nötig)',
        params: idParams,
        body: rolesBody,
        response: { 200: successSchema(staffMemberSchema) },
      },
    },
    async (request) =>
      ok(
        await staff.changeRoles(
          { actor: signedInStaff(request), ip: request.ip, reason: request.body.reason },
          request.params.id,
          request.body.roles,
        ),
      ),
  );

  app.post(
    '/admin/staff/:id/deactivate',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'Mitarbeiterkonto deaktivieren (beendet Sitzungen und API-Schlüssel; erneute Bestätigung nötig)',
        params: idParams,
        body: reasonBody,
        response: { 200: successSchema(staffMemberSchema) },
      },
    },
    async (request) =>
      ok(await staff.deactivate({ actor: signedInStaff(request), ip: request.ip, reason: request.body.reason }, request.params.id)),
  );

  app.post(
    '/admin/staff/:id/reset-2fa',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'Zwei-Faktor-Anmeldung zurücksetzen (neue Einrichtung bei der nächsten Anmeldung; erneute Bestätigung nötig)',
        params: idParams,
        body: reasonBody,
        response: { 200: successSchema(staffMemberSchema) },
      },
    },
    async (request) =>
      ok(await staff.resetTwoFactor({ actor: signedInStaff(request), ip: request.ip, reason: request.body.reason }, request.params.id)),
  );

  app.get(
    '/admin/staff/:id/tokens',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'API-Schlüssel eines Mitarbeiterkontos',
        params: idParams,
        response: { 200: successSchema(z.array(staffApiTokenSchema)) },
      },
    },
    async (request) => {
      await staff.member(request.params.id);
      return ok(await staff.listTokens(request.params.id));
    },
  );

  app.post(
    '/admin/staff/:id/tokens/:tokenId/revoke',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'API-Schlüssel eines Mitarbeiterkontos widerrufen',
        params: idParamsOf('id', 'tokenId'),
        body: reasonBody,
        response: { 200: successSchema(staffApiTokenSchema) },
      },
    },
    async (request) =>
      ok(
        await staff.revokeToken(
          { actor: signedInStaff(request), ip: request.ip, reason: request.body.reason },
          request.params.id,
          request.params.tokenId,
        ),
      ),
  );

  // --- audit log (admin) -----------------------------------------------------------------------------

  app.get(
    '/admin/audit',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'Audit-Protokoll, neueste zuerst (Filter: Person, Datensatz, Aktion, Zeitraum)',
        description: '`date_from`/`date_to`: JJJJ-MM-TT, Berliner Zeit, beide einschließlich.',
        querystring: auditQuery,
        response: { 200: pageSuccessSchema(auditEntrySchema) },
      },
    },
    async (request) => {
      const page = { page: request.query.page, perPage: request.query.per_page };
      const { rows, total } = await staff.listAudit(auditFilter(request.query), pageOffset(page));
      return okPage(rows.map(presentAudit), pageMeta(page, total));
    },
  );

  app.get(
    '/admin/audit/verification',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'Prüft die Hash-Kette des Audit-Protokolls (wie `npm run admin:verify-audit`)',
        description:
          'Lücken, geänderte Einträge und ein fehlendes Ende werden gemeldet; `head` ist der neueste Eintrag und seine Prüfsumme.',
        response: { 200: successSchema(auditVerificationSchema) },
      },
    },
    async () => {
      const result = await verifyAuditChain(app.db);
      return ok({ ...result, checked_at: new Date().toISOString() });
    },
  );

  app.get(
    '/admin/audit/actions',
    {
      config: { access: 'staff:admin', extension: true },
      schema: {
        tags,
        summary: 'Die bisher protokollierten Aktionen (`<bereich>.<verb>`), für den Filter',
        response: { 200: successSchema(z.array(z.string())) },
      },
    },
    async () => ok(await auditActions(app.db)),
  );

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
