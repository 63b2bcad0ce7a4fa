import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../../http/envelope';
import { z } from 'zod';
import { AppError } from '../../../http/errors';
import { importProducts, importReportSchema, type ImportStreamLine, importTemplate, MAX_IMPORT_BYTES, readImportFile } from './import';
import { updateBulkProducts } from './prices';
import { bulkUpdateBody, bulkUpdateResultSchema, importQuery } from './schemas';
import { readCsvUpload } from './uploads';
import { signedInUserId } from '../../../plugins/access';
import { tags } from './product-routes';

/** Bulk work: CSV import and export. */
const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { access: 'provider' as const };
  const extension = { access: 'provider' as const, extension: true };

  // --- Bulk work ------------------------------------------------------------------------------------------

  app.post(
    '/updateBulkProducts',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Preis, Bestand und Status vieler Zeilen (eine Transaktion)',
        body: bulkUpdateBody,
        response: { 200: successSchema(bulkUpdateResultSchema) },
      },
    },
    async (request) => {
      const result = await updateBulkProducts(app.db, signedInUserId(request), request.body.products);
      return ok(result, `${result.updated.toLocaleString('de-DE')} Zeilen wurden gespeichert.`);
    },
  );

  app.get(
    '/importBulkProducts/template',
    {
      config: extension,
      schema: {
        tags,
        summary: 'CSV-Vorlage für den Import',
        // A text answer is sent as it is (Fastify serializes only objects): the schema documents the file's type.
        response: {
          200: { description: 'Die CSV-Vorlage (UTF-8 mit BOM, Trennzeichen ;)', content: { 'text/csv': { schema: z.string() } } },
        },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="produkt-import-vorlage.csv"')
        .send(importTemplate()),
  );

  app.post(
    '/importBulkProducts',
    {
      config: provider,
      schema: {
        tags,
        summary:
          'CSV-Import (multipart: file). Mit Accept: application/x-ndjson oder ?stream=1 wird der Fortschritt zeilenweise gestreamt.',
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: successSchema(importReportSchema) },
      },
    },
    async (request, reply) => {
      const me = signedInUserId(request);
      const upload = await readCsvUpload(request, MAX_IMPORT_BYTES);
      // A file that cannot be used at all answers 422 before anything is streamed.
      const { rows } = readImportFile(upload.buffer);
      const stream = request.query.stream === true || (request.headers.accept ?? '').includes('application/x-ndjson');
      if (!stream) {
        const report = await importProducts(app.db, me, upload.buffer);
        return ok(report, `Import abgeschlossen: ${report.created} angelegt, ${report.updated} aktualisiert, ${report.failed} fehlerhaft.`);
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        ...corsHeaders(reply.getHeaders()),
      });
      const write = (line: ImportStreamLine) => raw.write(`${JSON.stringify(line)}\n`);
      write({ type: 'start', total: rows.length });
      try {
        const report = await importProducts(app.db, me, upload.buffer, (progress) => {
          write({ type: 'progress', ...progress });
        });
        write({ type: 'done', report });
      } catch (error) {
        if (error instanceof AppError) {
          write({ type: 'error', status: error.statusCode, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
        } else {
          request.log.error(error);
          write({ type: 'error', status: 500, message: 'Der Import ist unerwartet abgebrochen. Bitte versuchen Sie es erneut.' });
        }
      }
      raw.end();
      return reply;
    },
  );
};

/** CORS headers fastify set on the reply before the stream takes over (so the browser can read it). */
function corsHeaders(headers: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('access-control-') || name === 'vary') result[name] = String(value);
  }
  return result;
}

export default bulkRoutes;
