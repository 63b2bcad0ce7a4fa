import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/access';
import { buildDataExport, exportFileName } from './customer-accounts';
import { dataExportSchema } from './schemas';

/** The customer's own data export (`GET /account/export`); the back office's copy is in the backoffice module. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/export',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags: ['Konto'],
        summary: 'Meine Daten herunterladen (Art. 15/20 DSGVO): ein JSON-Dokument mit allen Daten des Kontos aus allen Bereichen',
        response: { 200: dataExportSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request).account;
      const document = await app.db.transaction((tx) => buildDataExport(tx, user, app.userExporters));
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(user.id)}"`)
        .header('cache-control', 'private, no-store')
        .send(document);
    },
  );
};

export default customerRoutes;
