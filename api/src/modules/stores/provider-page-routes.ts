import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../../http/auth';
import { ok, successSchema, writtenAsBuilt } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { readImageUpload } from '../../http/uploads';
import { fields } from '../../http/validation';
import { signedInUser, signedInUserId } from '../../plugins/access';
import { GENDERS, updateProviderInfo } from '../account/public';
import { assertCanPublish } from '../onboarding/public';
import { getVendorPolicies } from '../reference/public';
import { reportBody, reportReview } from '../review/public';
import {
  STORE_IMAGE_KINDS,
  providerPageData,
  providerShowsProfile,
  providerStoreInfo,
  removeCompanyImages,
  updateStorePage,
  uploadStoreImage,
} from './provider-page';
import { DATE_MESSAGE, keep, providerPageSchema, storeImageSchema, storeInfoSchema, tags, vendorPolicySchema } from './schemas';
import { publicProvider } from './service';

/** The provider page, store info and rating reports. */
const providerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/providerPageData',
    {
      config: { access: 'public' },
      serializerCompiler: writtenAsBuilt,
      schema: {
        tags,
        summary: 'Öffentliche Anbieterseite (alle Felder von „Provider (public page)“); is_preview=1 nur für den Anbieter selbst',
        querystring: z.object({ slug: fields.requiredText(200), is_preview: fields.flag().optional() }),
        response: { 200: successSchema(providerPageSchema) },
      },
    },
    async (request) => {
      const viewer = request.user ? { id: (request.user as SessionUser).id } : null;
      return ok(await providerPageData(app.db, app.appConfig, request.query.slug, viewer, request.query.is_preview === true));
    },
  );

  const open = routeGroup(app, { tags, config: { access: 'public' } });
  const providerRoutes = routeGroup(app, { tags, config: { access: 'provider' } });

  open({
    method: 'GET',
    url: '/api/getVendorPolicy',
    summary: 'Rückgabe-, Versand- und Datenschutzrichtlinie eines Anbieters',
    querystring: z.object({ slug: fields.requiredText(200) }),
    data: vendorPolicySchema,
    handler: async (request) => {
      const provider = await publicProvider(app.db, request.query.slug);
      return getVendorPolicies(app.db, provider.userId);
    },
  });

  providerRoutes({
    method: 'GET',
    url: '/api/v2/getProviderStoreInfo',
    summary: 'Eigene Firmendaten und Anbieterseite (Beschreibung, Logo, Galerie, Zertifikate, Inhalte)',
    data: storeInfoSchema,
    handler: async (request) => providerStoreInfo(app.db, app.appConfig, signedInUserId(request)),
  });

  providerRoutes({
    method: 'POST',
    url: '/api/v2/providerInfoUpdate',
    summary: 'Firmendaten ändern (show_profile 0 = Profil verborgen)',
    body: z.object({
      gender: z.enum(GENDERS, { error: 'Bitte wählen Sie eine Anrede.' }).optional(),
      first_name: fields.requiredText(100).optional(),
      last_name: fields.requiredText(100).optional(),
      company_name: fields.requiredText(150).optional(),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 /()-]{0,30}$/, 'Bitte geben Sie eine gültige Telefonnummer an.')
        .nullish(),
      street: keep(fields.optionalText(120).transform((value) => value ?? '')),
      house_number: keep(fields.optionalText(20).transform((value) => value ?? '')),
      zip_code: z
        .union([
          z.literal(''),
          z
            .string()
            .trim()
            .regex(/^\d{5}$/, 'Die Postleitzahl muss aus genau fünf Ziffern bestehen.'),
        ])
        .optional(),
      city: keep(fields.optionalText(120).transform((value) => value ?? '')),
      show_profile: fields.flag().optional(),
      second_email: z.union([z.literal(''), z.null(), fields.email()]).optional(),
      vat_number: z
        .union([
          z.literal(''),
          z.null(),
          z
            .string()
            .trim()
            .toUpperCase()
            .regex(/^[A-Z]{2}[0-9A-Z]{2,12}$/, 'Bitte geben Sie eine gültige USt-IdNr. an (z. B. DE123456789).'),
        ])
        .optional(),
      company_registration_number: keep(fields.optionalText(60)),
      invoice_text_1: keep(fields.optionalText(500)),
      invoice_text_2: keep(fields.optionalText(500)),
      invoice_text_3: keep(fields.optionalText(500)),
      invoice_text_4: keep(fields.optionalText(500)),
      invoice_text_5: keep(fields.optionalText(500)),
      small_business: fields.flag().optional(),
    }),
    data: storeInfoSchema,
    message: 'Ihre Firmendaten wurden gespeichert.',
    handler: async (request) => {
      // Art. 30 DSA: a hidden page becomes public only with verified trader data.
      if (request.body.show_profile === true && !(await providerShowsProfile(app.db, signedInUserId(request))))
        await assertCanPublish(app.db, signedInUserId(request), 'show_profile');
      await updateProviderInfo(app.db, signedInUserId(request), request.body);
      return providerStoreInfo(app.db, app.appConfig, signedInUserId(request));
    },
  });

  const contentEntry = z.object({ content: fields.requiredText(5000), position: z.coerce.number().int().min(0).max(1000).default(0) });
  const price = z.coerce
    .number({ error: 'Bitte geben Sie einen Betrag in Euro an.' })
    .min(0, 'Der Betrag darf nicht negativ sein.')
    .max(1_000_000, 'Höchstens 1.000.000 €.')
    .nullish();
  providerRoutes({
    method: 'POST',
    url: '/api/v2/providerStoreUpdate',
    summary:
      'Anbieterseite speichern: Beschreibung, Beschreibungsblöcke, Zertifikate, Inhalte, show_*-Schalter (gesendete Listen ersetzen die gespeicherten)',
    body: z.object({
      description: fields.optionalText(10_000),
      url: z
        .union([
          z.literal(''),
          z.null(),
          z.url({ protocol: /^https?$/, error: 'Bitte geben Sie eine Webadresse mit https:// an.' }).max(300),
        ])
        .optional(),
      vendor_text: fields.optionalText(2000),
      show_hide_text: fields.optionalText(500),
      show_chat: fields.flag().optional(),
      show_gallery: fields.flag().optional(),
      show_rating: fields.flag().optional(),
      show_lead: fields.flag().optional(),
      show_product: fields.flag().optional(),
      description_contents: z
        .array(
          z.object({
            content_type: z.enum(['text', 'heading', 'list'], { error: 'Bitte wählen Sie eine Blockart.' }).default('text'),
            position: z.coerce.number().int().min(0).max(1000).default(0),
            contents: z.array(contentEntry).max(50),
          }),
        )
        .max(30, 'Höchstens 30 Blöcke.')
        .optional(),
      certificates: z
        .array(z.object({ name: fields.requiredText(150), text: fields.optionalText(2000), image: fields.optionalText(300) }))
        .max(30, 'Höchstens 30 Zertifikate.')
        .optional(),
      company_contents: z
        .array(
          z.object({
            title: fields.requiredText(150),
            image: fields.optionalText(300),
            date: z.union([z.literal(''), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)]).optional(),
            status: fields.flag().default(true),
            button_text: fields.optionalText(60),
            text: fields.optionalText(5000),
            price,
            dicounted_price: price,
            is_disabled: fields.flag().default(false),
            is_external_url: fields.flag().default(false),
            external_url: z
              .union([
                z.literal(''),
                z.null(),
                z.url({ protocol: /^https?$/, error: 'Bitte geben Sie eine Webadresse mit https:// an.' }).max(300),
              ])
              .optional(),
            internal_url: fields.optionalText(300),
          }),
        )
        .max(30, 'Höchstens 30 Inhalte.')
        .optional(),
    }),
    data: storeInfoSchema,
    message: 'Ihre Anbieterseite wurde gespeichert.',
    handler: async (request) => updateStorePage(app.db, app.appConfig, signedInUserId(request), request.body),
  });

  app.post(
    '/api/v2/providerStoreImage',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary:
          'Bild der Anbieterseite hochladen (multipart, Feld file; kind logo | gallery | certificate | content; png/jpg/jpeg, höchstens 5 MB)',
        consumes: ['multipart/form-data'],
        querystring: z.object({
          kind: z.enum(STORE_IMAGE_KINDS, { error: 'Bitte geben Sie die Bildart an (logo, gallery, certificate, content).' }),
        }),
        response: { 200: successSchema(storeImageSchema) },
      },
    },
    async (request) => {
      const image = await readImageUpload(request, { maxBytes: 5 * 1024 * 1024 });
      return ok(
        await uploadStoreImage(app.db, app.appConfig, signedInUserId(request), request.query.kind, image),
        'Das Bild wurde hochgeladen.',
      );
    },
  );

  providerRoutes({
    method: 'POST',
    url: '/api/v2/removeCompanyImages',
    summary: 'Galeriebilder entfernen (image_ids oder id)',
    body: z
      .object({ image_ids: z.array(fields.id()).min(1, 'Bitte wählen Sie ein Bild.').max(50).optional(), id: fields.id().optional() })
      .refine((body) => body.image_ids || body.id, { message: 'Bitte wählen Sie ein Bild.', path: ['image_ids'] }),
    data: z.array(z.object({ id: z.number().int(), image: z.string().nullable() })),
    message: 'Die Bilder wurden entfernt.',
    handler: async (request) =>
      removeCompanyImages(app.db, app.appConfig, signedInUserId(request), request.body.image_ids ?? [request.body.id!]),
  });

  app.post(
    '/api/sendProviderRatingReport',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Eine Bewertung auf der Anbieterseite melden (einmal je Nutzer und Bewertung)', body: reportBody },
    },
    async (request) => {
      const user = signedInUser(request);
      return ok(
        await reportReview(app.db, app.appConfig, { id: user.id, role: user.role }, request.body),
        'Vielen Dank für Ihre Meldung. Wir prüfen die Bewertung.',
      );
    },
  );
};

export default providerPageRoutes;
