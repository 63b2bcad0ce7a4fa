import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { pageMeta } from '../../http/pagination';
import { created } from '../../http/replies';
import { idParams } from '../../http/validation';
import { signedInStaff } from '../../plugins/access';
import { MAX_MEDIA_BYTES, MEDIA_WIDTHS } from './images';
import { listQuery, mediaDetailSchema, mediaItemSchema, updateBody, uploadBody } from './schemas';
import { deleteMedia, listMedia, MEDIA_TEXTS, readMedia, updateMedia, uploadMedia, type MediaContext } from './service';
import { readMediaForm, requireUploadedFile } from './upload-form';

const tags = ['Mediathek'];
const access = { access: 'staff:editor', extension: true } as const;

const UPLOAD_DESCRIPTION = `multipart/form-data: \`file\` (JPEG, PNG oder WebP, geprüft am Dateiinhalt; höchstens ${MAX_MEDIA_BYTES / 1024 / 1024} MB, sonst 413), \`alt_text\` (Pflicht, höchstens 300 Zeichen), \`title\` (optional). Gespeichert werden das Original (ohne Metadaten, aufrecht gedreht) und WebP-Größen von ${MEDIA_WIDTHS.join('/')} Pixel Breite (nur schmalere als das Original) im öffentlichen Speicher.`;

/** The editors' media library (`staff:editor`; admins have every role). README.md of this folder. */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: Parameters<typeof signedInStaff>[0]): MediaContext => ({
    db: app.db,
    config: app.appConfig,
    actor: signedInStaff(request),
    ip: request.ip,
  });

  app.post(
    '/admin/media',
    {
      config: access,
      preValidation: readMediaForm,
      schema: {
        tags,
        summary: 'Bild in die Mediathek hochladen (Alternativtext Pflicht; Größen für responsive Bilder)',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: { 201: successSchema(mediaItemSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await uploadMedia(context(request), requireUploadedFile(request), request.body), MEDIA_TEXTS.uploaded),
  );

  app.get(
    '/admin/media',
    {
      config: access,
      schema: {
        tags,
        summary: 'Bilder der Mediathek, neueste zuerst; Suche in Alternativtext, Titel und Dateiname',
        querystring: listQuery,
        response: { 200: pageSuccessSchema(mediaItemSchema) },
      },
    },
    async (request) => {
      const { q, page, per_page: perPage } = request.query;
      const { rows, total } = await listMedia(app.db, app.appConfig, { q, page, perPage });
      return okPage(rows, pageMeta({ page, perPage }, total));
    },
  );

  app.get(
    '/admin/media/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Ein Bild mit seinen Größen und wo es verwendet wird (Seiten, News, Banner …)',
        params: idParams,
        response: { 200: successSchema(mediaDetailSchema) },
      },
    },
    async (request) => ok(await readMedia(app.db, app.appConfig, request.params.id)),
  );

  app.patch(
    '/admin/media/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Alternativtext und Titel eines Bildes ändern',
        params: idParams,
        body: updateBody,
        response: { 200: successSchema(mediaDetailSchema) },
      },
    },
    async (request) => ok(await updateMedia(context(request), request.params.id, request.body), MEDIA_TEXTS.updated),
  );

  app.delete(
    '/admin/media/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Bild löschen (409, solange es verwendet wird)',
        params: idParams,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteMedia(context(request), request.params.id);
      return ok(null, MEDIA_TEXTS.deleted);
    },
  );
};

export default mediaRoutes;
