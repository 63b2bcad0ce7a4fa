import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { ValidationError } from '../../http/errors';
import { readPage } from '../../http/pagination';
import { signedInUserId } from '../../plugins/access';
import { checkFile, readForm } from '../../http/multipart-files';
import { idParams } from '../../http/validation';
import { DOCUMENT_TYPES, type DocumentType } from '../../db/schema/documents';
import {
  documentInfoSchema,
  documentSchema,
  documentsQuery,
  inquiryDocumentSchema,
  inquiryDocumentsQuery,
  updateDocumentBody,
} from './schemas';
import { createDocument, deleteDocument, documentInfo, inquiryDocuments, ownDocuments, updateDocument } from './service';

const tags = ['Dokumente'];

export const UPLOADED = 'Das Dokument wurde hochgeladen.';
export const UPDATED = 'Das Dokument wurde gespeichert.';
export const DELETED = 'Das Dokument wurde gelöscht.';
export const FILE_MISSING = 'Bitte wählen Sie eine Datei aus.';

function firstField(fields: Record<string, string[]>, name: string): string | undefined {
  const value = fields[name]?.[0]?.trim();
  return value ? value : undefined;
}

/** Documents page (spec 02 §6 "Documents"); see README.md. */
const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, access, side] of [
    ['/inquiry/customer/documents', 'customer', 'customer'],
    ['/inquiry/documents', 'provider', 'provider'],
  ] as const) {
    pagedRouteGroup(app, { tags, config: { access } })({
      method: 'GET',
      url,
      summary: `Dateien der eigenen Anfragen und Angebote und von der Gegenseite freigegebene Dokumente (${side === 'customer' ? 'Kunde' : 'Anbieter'}); search, page`,
      querystring: inquiryDocumentsQuery,
      item: inquiryDocumentSchema,
      handler: (request) =>
        readPage(request.query, (page) => inquiryDocuments(app.db, signedInUserId(request), side, request.query.search, page)),
    });
  }

  pagedRouteGroup(app, { tags, config: { access: 'user' } })({
    method: 'GET',
    url: '/api/documents',
    summary: 'Eigene hochgeladene Dokumente: search (Titel, Dateiname), type, page',
    querystring: documentsQuery,
    item: documentSchema,
    handler: (request) => readPage(request.query, (page) => ownDocuments(app.db, signedInUserId(request), request.query, page)),
  });

  const user = routeGroup(app, { tags, config: { access: 'user' } });

  user({
    method: 'POST',
    url: '/document',
    summary:
      'Dokument hochladen (multipart: file; optional title, type, inquiry_id, show) — Bilder, Dokumente, Audio, Video bis 10 MB, privat gespeichert',
    data: documentSchema,
    status: 201,
    message: UPLOADED,
    handler: async (request) => {
      const form = await readForm(request, 1);
      const upload = form.files[0];
      if (!upload) throw ValidationError.field('file', FILE_MISSING);
      const file = checkFile(upload.buffer, upload.fileName, 'file');
      const errors: Record<string, string[]> = {};
      const title = firstField(form.fields, 'title');
      if (title && (title.length > 200 || title.includes('\u0000'))) errors.title = ['Höchstens 200 Zeichen erlaubt.'];
      const type = firstField(form.fields, 'type');
      if (type && !(DOCUMENT_TYPES as readonly string[]).includes(type)) errors.type = [`Erlaubt sind ${DOCUMENT_TYPES.join(', ')}.`];
      const inquiryText = firstField(form.fields, 'inquiry_id');
      const inquiryId = inquiryText ? Number(inquiryText) : null;
      if (inquiryText && (!Number.isInteger(inquiryId) || inquiryId! < 1 || inquiryId! > 2_147_483_647))
        errors.inquiry_id = ['Bitte geben Sie eine gültige Nummer (ganze Zahl ab 1) an.'];
      const show = ['1', 'true'].includes(firstField(form.fields, 'show') ?? '');
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      return createDocument(app.db, app.appConfig, signedInUserId(request), file, {
        title,
        type: type as DocumentType | undefined,
        show,
        inquiry_id: inquiryId,
      });
    },
  });

  user({
    method: 'GET',
    url: '/api/getDocumentInfo/:id',
    summary: 'Ein Dokument mit kurzlebigem Download-Link: eigenes oder von der Gegenseite einer Anfrage freigegebenes; sonst 404',
    params: idParams,
    data: documentInfoSchema,
    handler: (request) => documentInfo(app.db, app.appConfig, signedInUserId(request), request.params.id),
  });

  user({
    method: 'POST',
    url: '/api/updateDocument',
    summary: 'Eigenes Dokument ändern: title, type, inquiry_id, show (1 = für die Gegenseite der Anfrage sichtbar)',
    body: updateDocumentBody,
    data: documentSchema,
    message: UPDATED,
    handler: (request) => updateDocument(app.db, signedInUserId(request), request.body),
  });

  app.delete(
    '/api/documents/:id',
    {
      config: { access: 'user', extension: true },
      schema: { tags, summary: 'Eigenes Dokument löschen (mit der Datei)', params: idParams },
    },
    async (request) => {
      await deleteDocument(app.db, app.appConfig, signedInUserId(request), request.params.id);
      return ok(null, DELETED);
    },
  );
};

export default documentsRoutes;
