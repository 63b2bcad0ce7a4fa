import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../http/envelope';
import { readPage } from '../../http/pagination';
import { created } from '../../http/replies';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
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

  pagedRouteGroup(app, { tags, config: access })({
    method: 'GET',
    url: '/admin/media',
    summary: 'Bilder der Mediathek, neueste zuerst; Suche in Alternativtext, Titel und Dateiname',
    querystring: listQuery,
    item: mediaItemSchema,
    handler: (request) => readPage(request.query, (page) => listMedia(app.db, app.appConfig, { q: request.query.q, ...page })),
  });

  const route = routeGroup(app, { tags, config: access });

  route({
    method: 'GET',
    url: '/admin/media/:id',
    summary: 'Ein Bild mit seinen Größen und wo es verwendet wird (Seiten, News, Banner …)',
    params: idParams,
    data: mediaDetailSchema,
    handler: (request) => readMedia(app.db, app.appConfig, request.params.id),
  });

  route({
    method: 'PATCH',
    url: '/admin/media/:id',
    summary: 'Alternativtext und Titel eines Bildes ändern',
    params: idParams,
    body: updateBody,
    data: mediaDetailSchema,
    message: MEDIA_TEXTS.updated,
    handler: (request) => updateMedia(context(request), request.params.id, request.body),
  });

  route({
    method: 'DELETE',
    url: '/admin/media/:id',
    summary: 'Bild löschen (409, solange es verwendet wird)',
    params: idParams,
    data: z.null(),
    message: MEDIA_TEXTS.deleted,
    handler: async (request) => {
      await deleteMedia(context(request), request.params.id);
      return null;
    },
  });
};

export default mediaRoutes;
