import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { pageOffset, readPage } from '../../http/pagination';
import { idParams } from '../../http/validation';
import { signedInStaff } from '../../plugins/access';
import { dataExportSchema, exportFileName } from '../account/public';
import { CustomerAdminService } from './customers';
import { customerDetailSchema, customerListItemSchema, customerListQuery, customerReasonBody } from './schemas';

const tags = ['Backoffice'];

/** The back office's customers (`staff:support`, admins have every role). README „Customers“. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const erasure = { userErasers: app.userErasers, providerWithdrawal: app.providerWithdrawal };
  const customers = new CustomerAdminService(app.db, app.appConfig, erasure, app.userExporters);
  const context = (request: Parameters<typeof signedInStaff>[0], reason?: string) => ({
    actor: signedInStaff(request),
    ip: request.ip,
    reason: reason ?? null,
  });

  const supportExtensionLists = pagedRouteGroup(app, { tags, config: { access: 'staff:support', extension: true } });
  const supportExtension = routeGroup(app, { tags, config: { access: 'staff:support', extension: true } });

  supportExtensionLists({
    method: 'GET',
    url: '/admin/customers',
    summary: 'Kundenkonten suchen (Name, E-Mail-Adresse, Kundennummer), neueste zuerst',
    querystring: customerListQuery,
    item: customerListItemSchema,
    handler: (request) => readPage(request.query, (page) => customers.list(request.query.q, pageOffset(page))),
  });

  supportExtension({
    method: 'GET',
    url: '/admin/customers/:id',
    summary: 'Kundenkonto: Profil, Zustand, Zwei-Faktor, Adressen, Bestellungen',
    params: idParams,
    data: customerDetailSchema,
    handler: async (request) => customers.detail(request.params.id),
  });

  supportExtension({
    method: 'POST',
    url: '/admin/customers/:id/lock',
    summary: 'Kundenkonto sperren: keine Anmeldung mehr, alle Sitzungen enden',
    params: idParams,
    body: customerReasonBody,
    data: customerDetailSchema,
    message: 'Das Kundenkonto ist gesperrt.',
    handler: async (request) => customers.lock(context(request, request.body.reason), request.params.id),
  });

  supportExtension({
    method: 'POST',
    url: '/admin/customers/:id/unlock',
    summary: 'Sperre eines Kundenkontos aufheben',
    params: idParams,
    body: customerReasonBody,
    data: customerDetailSchema,
    message: 'Die Sperre ist aufgehoben.',
    handler: async (request) => customers.unlock(context(request, request.body.reason), request.params.id),
  });

  supportExtension({
    method: 'POST',
    url: '/admin/customers/:id/resend-confirmation',
    summary: 'Bestätigungslink erneut senden (nur für noch nicht bestätigte Adressen)',
    params: idParams,
    data: z.null(),
    message: 'Der Bestätigungslink wurde erneut gesendet.',
    handler: async (request) => {
      await customers.resendConfirmation(context(request), request.params.id);
      return null;
    },
  });

  supportExtension({
    method: 'POST',
    url: '/admin/customers/:id/reset-2fa',
    summary: 'Zwei-Faktor-Anmeldung (SMS) eines Kundenkontos ausschalten; alle Sitzungen enden',
    params: idParams,
    body: customerReasonBody,
    data: customerDetailSchema,
    message: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
    handler: async (request) => customers.resetTwoFactor(context(request, request.body.reason), request.params.id),
  });

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

  supportExtension({
    method: 'POST',
    url: '/admin/customers/:id/erase',
    summary: 'Kundenkonto löschen (Art. 17 DSGVO; erneute Bestätigung nötig): Rechnungen bleiben pseudonymisiert 10 Jahre',
    params: idParams,
    body: customerReasonBody,
    data: customerDetailSchema,
    message: 'Das Kundenkonto wurde gelöscht.',
    handler: async (request) => customers.erase(context(request, request.body.reason), request.params.id),
  });
};

export default customerRoutes;
