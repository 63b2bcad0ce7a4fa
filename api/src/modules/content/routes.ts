import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { findApiRoot } from '../../config';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { hasNoNulCharacter, NUL_CHARACTER_MESSAGE } from '../../http/validation';
import { ensureEditorialSeed } from '../../db/seed/editorial';
import {
  acceptCookies,
  getBecomeProviderPage,
  getHomepage,
  getLayout,
  getPage,
  getPost,
  hasSeenTour,
  listCategories,
  listPages,
  listPosts,
  listRegions,
  listWidgets,
  MESSAGES,
  namedSchema,
  postSummarySchema,
  setTourSeen,
  sitemapUrls,
} from './editorial-service';
import {
  becomeProviderSchema,
  categorySchema,
  contentPageSchema,
  homepageSchema,
  layoutSchema,
  pageSummarySchema,
  postSchema,
  widgetSchema,
} from './schemas';
import { signedInUserId } from '../../plugins/access';
import { landingRoutes } from './landing/routes';

const tags = ['Inhalte'];

/** Illustrations of the seeded content (SVG, generated for the product): `/images/{news|banners}/<name>.svg`. */
const imageFolder = (): string => path.join(findApiRoot(), 'src', 'modules', 'content', 'images');
const publicAccess = { access: 'public' as const };

/** A slug or id in a path or query: 1–200 characters, no control characters. */
const slug = z
  .string()
  .trim()
  .min(1, 'Bitte geben Sie einen Wert an.')
  .max(200, 'Der Wert darf höchstens 200 Zeichen lang sein.')
  .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE);

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(50).default(9);

const xmlEscape = (value: string): string =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** REST calls of the public site (spec 02 §7 "Portal and content"). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The editors' lists of the landing and marketplace start page (landing/routes.ts).
  await app.register(landingRoutes);
  // Databases seeded before the editorial tables existed get their editorial content once.
  app.addHook('onReady', async () => {
    await ensureEditorialSeed(app.db);
  });

  app.get(
    '/homepageData',
    {
      config: publicAccess,
      schema: { tags, summary: 'Landingpage: Banner, Widgets, News, neue Anbieter, SEO', response: { 200: successSchema(homepageSchema) } },
    },
    async () => ok(await getHomepage(app.db)),
  );

  app.get(
    '/becomeProviderPage',
    { config: publicAccess, schema: { tags, summary: 'Seite „Anbieter werden“', response: { 200: successSchema(becomeProviderSchema) } } },
    async () => ok(await getBecomeProviderPage(app.db)),
  );

  app.get(
    '/api/pagedata/index',
    {
      config: publicAccess,
      schema: { tags, summary: 'Alle Inhaltsseiten (ohne Text)', response: { 200: successSchema(z.array(pageSummarySchema)) } },
    },
    async () => ok(await listPages(app.db)),
  );

  app.get(
    '/api/pagedata/:slug',
    {
      config: publicAccess,
      schema: { tags, summary: 'Inhaltsseite nach Slug', params: z.object({ slug }), response: { 200: successSchema(contentPageSchema) } },
    },
    async (request) => ok(await getPage(app.db, app.appConfig, request.params.slug)),
  );

  app.get(
    '/getWidgets',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Widgets einer Seite',
        querystring: z.object({ slug }),
        response: { 200: successSchema(z.array(widgetSchema)) },
      },
    },
    async (request) => {
      const rows = await listWidgets(app.db, request.query.slug);
      if (rows.length === 0) {
        throw new NotFoundError(MESSAGES.widgetsNotFound);
      }
      return ok(rows);
    },
  );

  app.get(
    '/layoutData',
    { config: publicAccess, schema: { tags, summary: 'Menüs, Fußzeile und Kontaktdaten', response: { 200: successSchema(layoutSchema) } } },
    async () => ok(await getLayout(app.db, app.appConfig)),
  );

  app.get(
    '/portal/categorys',
    { config: publicAccess, schema: { tags, summary: 'News-Kategorien', response: { 200: successSchema(z.array(categorySchema)) } } },
    async () => ok(await listCategories(app.db)),
  );

  app.get(
    '/regions',
    { config: publicAccess, schema: { tags, summary: 'Regionen der News', response: { 200: successSchema(z.array(namedSchema)) } } },
    async () => ok(await listRegions(app.db)),
  );

  app.get(
    '/portal/posts',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'News, neueste zuerst (Filter: Region, Kategorie)',
        querystring: z.object({ page, per_page: perPage, region: slug.optional(), category: slug.optional() }),
        response: { 200: pageSuccessSchema(postSummarySchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listPosts(app.db, {
        page: request.query.page,
        perPage: request.query.per_page,
        region: request.query.region,
        category: request.query.category,
      });
      return okPage(rows, meta);
    },
  );

  app.get(
    '/portal/posts/search',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'News durchsuchen (Titel, Anreißer, Text)',
        querystring: z.object({
          search: z
            .string()
            .trim()
            .min(2, 'Bitte geben Sie mindestens 2 Zeichen ein.')
            .max(100, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.')
            .refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE),
          region: slug.optional(),
          page,
          per_page: perPage,
        }),
        response: { 200: pageSuccessSchema(postSummarySchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listPosts(app.db, {
        page: request.query.page,
        perPage: request.query.per_page,
        region: request.query.region,
        search: request.query.search,
      });
      return okPage(rows, meta);
    },
  );

  app.get(
    '/postsByCategory/:id',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'News einer Kategorie (Id oder Slug)',
        params: z.object({ id: slug }),
        querystring: z.object({ page, per_page: perPage }),
        response: { 200: pageSuccessSchema(postSummarySchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await listPosts(app.db, {
        page: request.query.page,
        perPage: request.query.per_page,
        category: request.params.id,
      });
      return okPage(rows, meta);
    },
  );

  app.get(
    '/portal/post/:id',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Ein News-Beitrag (Id oder Slug) mit verwandten Beiträgen',
        params: z.object({ id: slug }),
        response: { 200: successSchema(postSchema) },
      },
    },
    async (request) => ok(await getPost(app.db, request.params.id)),
  );

  app.get(
    '/getTourPopup',
    {
      config: { access: 'user', extension: true },
      schema: {
        tags,
        summary: 'Ob der Nutzer die Tour schon gesehen hat',
        response: { 200: successSchema(z.object({ tour_popup_seen: z.boolean() })) },
      },
    },
    async (request) => {
      return ok({ tour_popup_seen: await hasSeenTour(app.db, signedInUserId(request)) });
    },
  );

  app.post(
    '/setTourPopup',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Tour als gesehen markieren',
        body: z.object({}).passthrough().optional(),
        response: { 200: successSchema(z.object({ tour_popup_seen: z.literal(true) })) },
      },
    },
    async (request) => {
      await setTourSeen(app.db, signedInUserId(request));
      return ok({ tour_popup_seen: true }, MESSAGES.tourSaved);
    },
  );

  app.post(
    '/acceptCookie',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Cookie-Einwilligung speichern (notwendige Cookies immer)',
        body: z
          .object({
            accepted: z.array(z.string().min(1).max(50).refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE)).max(20).default([]),
            /** The consent version of the banner the visitor answered; absent: the current one. */
            version: z.number().int().min(1).optional(),
          })
          .default({ accepted: [] }),
        response: { 200: successSchema(z.object({ accepted: z.array(z.string()), version: z.number().int() })) },
      },
    },
    async (request) => ok(await acceptCookies(app.db, request.user?.id ?? null, request.body), MESSAGES.cookieSaved),
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public', extension: true }, schema: { tags, summary: 'Sitemap der öffentlichen Seiten' } },
    async (_request, reply) => {
      const base = app.appConfig.publicWebUrl;
      const own = await sitemapUrls(app.db);
      const others = await Promise.all(app.sitemapSources.map((source) => source(app.db)));
      const urls = [...own, ...others.flat()];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          (url) => `  <url><loc>${xmlEscape(base + url.path)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=60').send(body);
    },
  );

  app.get(
    '/images/:folder/:file',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Illustrationen der Inhalte (SVG)',
        params: z.object({ folder: z.enum(['news', 'banners']), file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, 'Unbekannte Datei.') }),
      },
    },
    async (request, reply) => {
      let body: Buffer;
      try {
        body = await readFile(path.join(imageFolder(), request.params.folder, request.params.file));
      } catch {
        throw new NotFoundError('Das Bild wurde nicht gefunden.');
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body);
    },
  );

  app.get(
    '/robots.txt',
    { config: { access: 'public', extension: true }, schema: { tags, summary: 'robots.txt der Website' } },
    async (_request, reply) => {
      const base = app.appConfig.publicWebUrl;
      // The registration page is a public page that people search for („Anbieter werden“, „Konto anlegen“): it stays
      // crawlable. Sign-in pages carry nothing for a search result (and `/login` is `noindex` as well).
      const body = [
        'User-agent: *',
        'Disallow: /account',
        'Disallow: /checkout',
        'Disallow: /login',
        'Disallow: /password',
        'Allow: /',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
    },
  );
};
