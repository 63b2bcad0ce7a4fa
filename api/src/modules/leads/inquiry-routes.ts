import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { ValidationError } from '../../http/errors';
import { pageQuery, readPage } from '../../http/pagination';
import { fields, idParams } from '../../http/validation';
import { checkFile, readForm } from '../../http/multipart-files';
import { readPrivate } from './files';
import * as service from './inquiry-service';
import { parseGermanDate, parseGermanNumber } from '../../lib/german-input';
import {
  confirmationSchema,
  customerInquiryDetailSchema,
  customerInquirySchema,
  customerOfferSchema,
  decisionSchema,
  inquirySentSchema,
  offerDetailSchema,
  providerLeadDetailSchema,
  providerLeadSchema,
  providerOfferSchema,
  providersForRouteSchema,
  uploadedFileSchema,
  withdrawnSchema,
  worldCategorySchema,
  worldViewSchema,
} from './schemas';
import { isGermanPostalCode } from '../reference/public';
import * as world from './world-service';
import { chatStateFor } from '../chat/public';
import { signedInUserId } from '../../plugins/access';

const tags = ['Anfragen und Angebote'];

const rawAnswer = z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])).max(20), z.null()]).optional();
const leadBody = z.object({
  lead_route_id: fields.id(),
  answers: z.array(z.object({ lead_route_question_id: fields.id(), answer: rawAnswer })).max(100),
  provider_ids: z.array(fields.id()).max(10).optional().default([]),
  message: fields.text().trim().max(2000, 'Höchstens 2000 Zeichen erlaubt.').optional().default(''),
  postal_code: fields
    .optionalText(5)
    .refine((value) => value === null || isGermanPostalCode(value), 'Bitte geben Sie eine gültige deutsche Postleitzahl (5 Ziffern) an.'),
});

const decisionBody = z
  .object({
    status: z.enum(['accept', 'decline', 'close'], { error: 'Der Status muss accept, decline oder close sein.' }),
    offer_id: fields.id().optional(),
    inquiry_id: fields.id().optional(),
  })
  .refine((body) => (body.status === 'close' ? body.inquiry_id !== undefined : body.offer_id !== undefined), {
    message: 'Bitte geben Sie das Angebot (offer_id) bzw. zum Schließen die Anfrage (inquiry_id) an.',
    path: ['offer_id'],
  });

const providerLeadsQuery = pageQuery(5).extend({
  tab: z.enum(service.PROVIDER_TABS, { error: 'Der Reiter muss open, accepted, rejected oder requested sein.' }).default('open'),
});

const one = (form: Record<string, string[]>, name: string) => (form[name]?.[0] ?? '').trim();

/** Offer form fields → checked input; German messages per field. */
function offerInput(form: Record<string, string[]>): service.OfferInput {
  const errors: Record<string, string[]> = {};
  const required = (name: string, max: number) => {
    const value = one(form, name);
    if (!value) errors[name] = ['Dieses Feld ist erforderlich.'];
    else if (value.length > max || value.includes('\u0000')) errors[name] = [`Höchstens ${max} Zeichen erlaubt.`];
    return value;
  };
  const price = (name: string, need: boolean) => {
    const value = one(form, name);
    if (!value) {
      if (need) errors[name] = ['Dieses Feld ist erforderlich.'];
      return null;
    }
    const parsed = parseGermanNumber(value);
    if (parsed === null || parsed < 0 || parsed > 99_999_999)
      errors[name] = ['Bitte geben Sie einen Betrag im deutschen Format ein (z. B. 1.250,00).'];
    return parsed;
  };
  const day = (name: string) => {
    const value = one(form, name);
    if (!value) return null;
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : parseGermanDate(value);
    if (!iso) errors[name] = ['Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.'];
    return iso;
  };
  const leadId = Number(one(form, 'lead_id'));
  if (!Number.isInteger(leadId) || leadId < 1 || leadId > 2_147_483_647)
    errors.lead_id = ['Bitte geben Sie eine gültige Nummer (ganze Zahl ab 1) an.'];
  const priceType = one(form, 'price_type') || 'fixed';
  if (!['fixed', 'hourly', 'from', 'range'].includes(priceType))
    errors.price_type = ['Die Preisart muss fixed, hourly, from oder range sein.'];
  const input = {
    lead_id: leadId,
    offer_name: required('offer_name', 200),
    offer_content: required('offer_content', 5000),
    price1: price('price1', true) ?? 0,
    price2: price('price2', priceType === 'range'),
    price_type: priceType,
    date1: day('date1'),
    date2: day('date2'),
    date_visit: day('date_visit'),
    comment: one(form, 'comment').slice(0, 2000),
  };
  if (input.comment.includes('\u0000')) errors.comment = ['Der Text enthält unzulässige Steuerzeichen.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return input;
}

/** The wizard, direct inquiries, leads, offers and the decisions on them. */
const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The offer detail's online status: the chat's presence on this instance (Redis keys or its in-process map).
  const presence = chatStateFor(app);
  const customer = { access: 'customer' as const };
  const provider = { access: 'provider' as const };

  const customerRoutes = routeGroup(app, { tags, config: customer });

  customerRoutes({
    method: 'POST',
    url: '/api/fileUploadForUploadAnswerType',
    summary: 'Datei einer Upload-Antwort vorab hochladen (Bilder, Dokumente, Audio, Video; Inhalt geprüft; höchstens 10 MB); privat',
    data: uploadedFileSchema,
    status: 201,
    message: 'Die Datei wurde hochgeladen.',
    handler: async (request) => {
      const form = await readForm(request, 1);
      const part = form.files.find((file) => file.field === 'file');
      if (!part) throw ValidationError.field('file', 'Bitte wählen Sie eine Datei aus.');
      const file = checkFile(part.buffer, part.fileName, 'file');
      return service.uploadAnswerFile(app.db, app.appConfig, signedInUserId(request), file);
    },
  });

  customerRoutes({
    method: 'POST',
    url: '/api/lead',
    summary: 'Antworten des Assistenten senden: eine Anfrage, ein Lead je Anbieter (Route + bis zu 2 weitere)',
    body: leadBody,
    data: inquirySentSchema,
    status: 201,
    message: service.CONFIRMATION_TEXT.title,
    handler: async (request) => service.submitLead(app.db, app.outbox, app.appConfig, signedInUserId(request), request.body),
  });

  app.post(
    '/api/v2/createInquiry',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Direkte Anfrage an einen Anbieter (multipart: provider_id, title, message, postal_code, files[])',
        response: { 201: successSchema(inquirySentSchema) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, 5);
      const errors: Record<string, string[]> = {};
      const providerId = Number(one(form.fields, 'provider_id'));
      if (!Number.isInteger(providerId) || providerId < 1 || providerId > 2_147_483_647)
        errors.provider_id = ['Bitte geben Sie eine gültige Nummer (ganze Zahl ab 1) an.'];
      const message = one(form.fields, 'message');
      if (!message) errors.message = ['Dieses Feld ist erforderlich.'];
      else if (message.length > 5000 || message.includes('\u0000')) errors.message = ['Höchstens 5000 Zeichen erlaubt.'];
      const title = one(form.fields, 'title').slice(0, 200) || 'Direkte Anfrage';
      const postalCode = one(form.fields, 'postal_code');
      if (postalCode && !isGermanPostalCode(postalCode))
        errors.postal_code = ['Bitte geben Sie eine gültige deutsche Postleitzahl (5 Ziffern) an.'];
      if (title.includes('\u0000')) errors.title = ['Der Text enthält unzulässige Steuerzeichen.'];
      const files = [];
      for (const [index, part] of form.files.entries()) {
        try {
          files.push(checkFile(part.buffer, part.fileName, `files.${index}`));
        } catch (error) {
          if (error instanceof ValidationError) Object.assign(errors, error.errors);
          else throw error;
        }
      }
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const input = { provider_id: providerId, title, message, postal_code: postalCode || null };
      return reply
        .status(201)
        .send(
          ok(
            await service.createDirectInquiry(app.db, app.outbox, app.appConfig, signedInUserId(request), input, files),
            service.CONFIRMATION_TEXT.title,
          ),
        );
    },
  );

  const worldTags = ['Wohnwelten'];
  const slug = fields.text().trim().min(1, 'Dieses Feld ist erforderlich.').max(120, 'Höchstens 120 Zeichen erlaubt.');
  const coordinate = (max: number, message: string) => z.coerce.number({ error: message }).min(-max, message).max(max, message).optional();
  const providerQuery = z.object({
    lead_route_id: fields.id().optional(),
    slug: slug.optional(),
    lat: coordinate(90, 'Bitte geben Sie einen Breitengrad von -90 bis 90 an.'),
    lng: coordinate(180, 'Bitte geben Sie einen Längengrad von -180 bis 180 an.'),
    radius: z.coerce
      .number({ error: 'Bitte geben Sie einen Umkreis von 1 bis 500 km an.' })
      .min(1, 'Bitte geben Sie einen Umkreis von 1 bis 500 km an.')
      .max(500, 'Bitte geben Sie einen Umkreis von 1 bis 500 km an.')
      .optional(),
  });
  const open = routeGroup(app, { tags: worldTags, config: { access: 'public' } });

  open({
    method: 'GET',
    url: '/v2/world/categorys/:slug',
    summary: 'Wohnwelt-Kategorien (slug `all` oder `bauen-wohnen`: alle) mit ihren aktiven Lead-Routen',
    params: z.object({ slug }),
    data: z.array(worldCategorySchema),
    handler: async (request) => world.worldCategoriesBySlug(app.db, request.params.slug),
  });
  open({
    method: 'GET',
    url: '/v2/world/category/:id',
    summary: 'Eine Wohnwelt-Kategorie mit ihren aktiven Lead-Routen',
    params: idParams,
    data: worldCategorySchema,
    handler: async (request) => world.worldCategoryById(app.db, request.params.id),
  });
  open({
    method: 'POST',
    url: '/setWorldViewCounts',
    summary: 'Aufruf einer Wohnwelt zählen (einmal je Besucher und Tag)',
    body: z.object({ slug }),
    data: worldViewSchema,
    handler: async (request) =>
      world.countWorldView(app.db, request.body.slug, `${request.user?.id ?? request.ip}|${request.headers['user-agent'] ?? ''}`),
  });
  open({
    method: 'GET',
    url: '/api/providerByLeadRoute',
    summary: 'Anbieter, die zur Route passen (bis zu 3 wählbar): lead_route_id (+ slug) oder Umkreissuche lat/lng/radius',
    querystring: providerQuery,
    data: providersForRouteSchema,
    handler: async (request) => {
      const { lead_route_id: routeId, slug: routeSlug, lat, lng, radius } = request.query;
      const geo = [lat, lng, radius].filter((value) => value !== undefined).length;
      if (geo === 3) return world.providersNear(app.db, { latitude: lat!, longitude: lng! }, radius!, routeId);
      if (geo > 0)
        throw ValidationError.field(
          lat === undefined ? 'lat' : lng === undefined ? 'lng' : 'radius',
          'Für die Umkreissuche geben Sie bitte lat, lng und radius an.',
        );
      if (routeId === undefined) throw ValidationError.field('lead_route_id', 'Dieses Feld ist erforderlich.');
      return world.providersByLeadRoute(app.db, routeId, routeSlug);
    },
  });

  const openRoutes = routeGroup(app, { tags, config: { access: 'public' } });

  openRoutes({
    method: 'GET',
    url: '/api/inquiry_confirmation_contents',
    summary: 'Bestätigungstext nach dem Senden einer Anfrage',
    data: confirmationSchema,
    handler: async () => service.CONFIRMATION_TEXT,
  });

  app.get(
    '/api/v2/downloadInquiryFile',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Datei einer Anfrage oder eines Angebots; nur für die Kundin und die angefragten Anbieter',
        querystring: z.object({ file: fields.text().trim().min(1, 'Dieses Feld ist erforderlich.').max(100) }),
      },
    },
    async (request, reply) => {
      const file = await service.downloadableFile(app.db, signedInUserId(request), request.query.file);
      const body = await readPrivate(app.appConfig, file.storageKey);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  // customer
  const customerExtensionLists = pagedRouteGroup(app, { tags, config: { ...customer, extension: true } });

  customerExtensionLists({
    method: 'GET',
    url: '/api/customer/leads',
    summary: 'Meine Anfragen mit Restzeit für Angebote (5 je Seite)',
    querystring: pageQuery(5),
    item: customerInquirySchema,
    handler: async (request) => {
      return readPage(request.query, (page) => service.customerLeads(app.db, signedInUserId(request), page));
    },
  });
  const customerExtension = routeGroup(app, { tags, config: { ...customer, extension: true } });

  customerExtension({
    method: 'GET',
    url: '/api/customer/lead/:id',
    summary: 'Eine meiner Anfragen mit Antworten und Dateien',
    params: idParams,
    data: customerInquiryDetailSchema,
    handler: async (request) => service.customerInquiry(app.db, signedInUserId(request), request.params.id),
  });
  customerExtensionLists({
    method: 'GET',
    url: '/api/customer/offers',
    summary: 'Angebote an mich (5 je Seite)',
    querystring: pageQuery(5),
    item: customerOfferSchema,
    handler: async (request) => {
      return readPage(request.query, (page) => service.offerList(app.db, 'customer', signedInUserId(request), page));
    },
  });
  app.post(
    '/api/inquiry/customer/status',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Angebot annehmen (accept; die anderen werden abgelehnt) oder ablehnen (decline), Anfrage schließen (close)',
        body: decisionBody,
        response: { 200: successSchema(decisionSchema) },
      },
    },
    async (request) => {
      const result = await service.customerDecision(app.db, app.outbox, app.appConfig, signedInUserId(request), request.body);
      return ok({ inquiry_id: result.inquiry_id, offer_id: result.offer_id }, result.message);
    },
  );

  // both
  const userExtension = routeGroup(app, { tags, config: { access: 'user', extension: true } });

  userExtension({
    method: 'GET',
    url: '/api/offer/:id',
    summary: 'Angebot im Detail (Anbieteransicht mit Kundin und lead_status)',
    params: idParams,
    data: offerDetailSchema,
    handler: async (request) => service.offerDetail(app.db, app.appConfig, signedInUserId(request), request.params.id, presence),
  });

  // provider
  const providerExtensionLists = pagedRouteGroup(app, { tags, config: { ...provider, extension: true } });

  providerExtensionLists({
    method: 'GET',
    url: '/api/provider/leads',
    summary: 'Meine Leads eines Reiters: open, accepted, rejected, requested (5 je Seite)',
    querystring: providerLeadsQuery,
    item: providerLeadSchema,
    handler: async (request) => {
      return readPage(request.query, (page) => service.providerLeads(app.db, signedInUserId(request), request.query.tab, page));
    },
  });
  const providerExtension = routeGroup(app, { tags, config: { ...provider, extension: true } });

  providerExtension({
    method: 'GET',
    url: '/api/provider/lead/:id',
    summary: 'Ein Lead mit Antworten und Dateien',
    params: idParams,
    data: providerLeadDetailSchema,
    handler: async (request) => service.providerLeadDetail(app.db, signedInUserId(request), request.params.id),
  });
  providerExtensionLists({
    method: 'GET',
    url: '/api/provider/offers',
    summary: 'Meine gesendeten Angebote (5 je Seite)',
    querystring: pageQuery(5),
    item: providerOfferSchema,
    handler: async (request) => {
      return readPage(request.query, (page) => service.offerList(app.db, 'provider', signedInUserId(request), page));
    },
  });
  providerExtension({
    method: 'POST',
    url: '/api/provider/offer',
    summary:
      'Angebot senden (multipart: lead_id, offer_name, offer_content, price1, price2, price_type, date1, date2, date_visit, comment, file)',
    data: offerDetailSchema,
    status: 201,
    message: 'Ihr Angebot wurde gesendet.',
    handler: async (request) => {
      const form = await readForm(request, 1);
      const input = offerInput(form.fields);
      const part = form.files.find((file) => file.field === 'file' && file.buffer.length > 0);
      const file = part ? checkFile(part.buffer, part.fileName, 'file') : null;
      return service.sendOffer(app.db, app.outbox, app.appConfig, signedInUserId(request), input, file, presence);
    },
  });
  const providerRoutes = routeGroup(app, { tags, config: provider });

  providerRoutes({
    method: 'DELETE',
    url: '/api/withdrawOffer/:id',
    summary: 'Gesendetes Angebot zurückziehen (Lead wieder offen)',
    params: idParams,
    data: withdrawnSchema,
    message: 'Das Angebot wurde zurückgezogen.',
    handler: async (request) => service.withdrawOffer(app.db, app.outbox, signedInUserId(request), request.params.id),
  });
};

export default inquiryRoutes;
