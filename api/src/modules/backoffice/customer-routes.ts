import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { pageMeta, pageOffset } from '../../http/pagination';
import { idParams } from '../../http/validation';
import { signedInStaff } from '../../plugins/access';
import { dataExportSchema, exportFileName } from '../account/public';
import { CustomerAdminService } from './customers';
import { customerDetailSchema, customerListItemSchema, customerListQuery, customerReasonBody } from './schemas';

const tags = ['Backoffice'];
const detailResponse = successSchema(customerDetailSchema);

/** The back office's customers (`staff:support`, admins have every role). README „Customers“. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const erasure = { userErasers: app.userErasers, providerWithdrawal: app.providerWithdrawal };
  const customers = new CustomerAdminService(app.db, app.appConfig, erasure, app.userExporters);
  const context = (request: Parameters<typeof signedInStaff>[0], reason?: string) => ({
    actor: signedInStaff(request),
    ip: request.ip,
    reason: reason ?? null,
  });

  app.get(
    '/admin/customers',
    {
      config: { access: 'staff:support', extension: true },
      schema: {
        tags,
        summary: 'Kundenkonten suchen (Name, E-Mail-Adresse, Kundennummer), neueste zuerst',
        querystring: customerListQuery,
        response: { 200: pageSuccessSchema(customerListItemSchema) },
      },
    },
    async (request) => {
      const page = { page: request.query.page, perPage: request.query.per_page };
      const { rows, total } = await customers.list(request.query.q, pageOffset(page));
      return okPage(rows, pageMeta(page, total));
    },
  );

  app.get(
    '/admin/customers/:id',
    {
      config: { access: 'staff:support', extension: true },
      schema: {
        tags,
        summary: 'Kundenkonto: Profil, Zustand, Zwei-Faktor, Adressen, Bestellungen',
        params: idParams,
        response: { 200: detailResponse },
      },
    },
    async (request) => ok(await customers.detail(request.params.id)),
  );

  app.post(
    '/admin/customers/:id/lock',
    {
      config: { access: 'staff:support', extension: true },
      schema: {
        tags,
        summary: 'Kundenkonto sperren: keine Anmeldung mehr, alle Sitzungen enden',
        params: idParams,
        body: customerReasonBody,
        response: { 200: detailResponse },
      },
    },
    async (request) => ok(await customers.lock(context(request, request.body.reason), request.params.id), 'Das Kundenkonto ist gesperrt.'),
  );

  app.post(
    '/admin/customers/:id/unlock',
    {
      config: { access: 'staff:support', extension: true },
      schema: {
        tags,
        summary: 'Sperre eines Kundenkontos aufheben',
        params: idParams,
        body: customerReasonBody,
        response: { 200: detailResponse },
      },
    },
    async (request) => ok(await customers.unlock(context(request, request.body.reason), request.params.id), 'Die Sperre ist aufgehoben.'),
  );

  app.post(
    '/admin/customers/:id/resend-confirmation',
    {
      config: { access: 'staff:support', extension: true },
      schema: {
        tags,
        summary: 'Bestätigungslink erneut senden (nur für noch nicht bestätigte Adressen)',
        params: idParams,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await customers.resendConfirmation(context(request), request.params.id);
      return ok(null, 'Der Bestätigungslink wurde erneut gesendet.');
    },
  );

  app.post(
    '/admin/customers/:id/reset-2fa',
    {
      config: { access: 'staff:support', extension: true },
      schema: {
        tags,
        summary: 'Zwei-Faktor-Anmeldung (SMS) eines Kundenkontos ausschalten; alle Sitzungen enden',
        params: idParams,
        body: customerReasonBody,
        response: { 200: detailResponse },
      },
    },
    async (request) =>
      ok(
        await customers.resetTwoFactor(context(request, request.body.reason), request.params.id),
        'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
      ),
  );

  app.get(
    '/admin/customers/:id/export',
    {
      config: { access: 'staff:support', extension: true },
      schema: {
        tags,
        summary: 'Datenexport eines Kundenkontos (Art. 15/20 DSGVO), wird im Audit-Protokoll vermerkt',
        params: idParams,
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const document = await customers.exportFor(context(request), request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(request.params.id)}"`)
        .header('cache-control', 'private, no-store')
        .send(document);
    },
  );

  app.post(
    '/admin/customers/:id/erase',
    {
      config: { access: 'staff:support', extension: true },
      schema: {
        tags,
        summary: 'Kundenkonto löschen (Art. 17 DSGVO; erneute Bestätigung nötig): Rechnungen bleiben pseudonymisiert 10 Jahre',
        params: idParams,
        body: customerReasonBody,
        response: { 200: detailResponse },
      },
    },
    async (request) =>
      ok(await customers.erase(context(request, request.body.reason), request.params.id), 'Das Kundenkonto wurde gelöscht.'),
  );
};

export default customerRoutes;
