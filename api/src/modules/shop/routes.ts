import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { pageMeta } from '../../http/pagination';
import { fields } from '../../http/validation';
import { illustrationSvg, parseIllustrationName } from './illustrations';
import { providerShopRoutes } from './provider/routes';
import { shippingRoutes } from './shipping-routes';
import { categoryAdminRoutes } from './category-admin-routes';
import {
  categoryIdQuery,
  categoryTreeSchema,
  idParams,
  lastViewedSchema,
  listQuery,
  manufacturerSchema,
  productCardSchema,
  productDetailSchema,
  productSectionSchema,
  productSliderSchema,
  productViewBody,
  productViewSchema,
  publicShippingMethodSchema,
  searchQuery,
  searchResultSchema,
  shippingQuery,
  shopCategorySchema,
  shopTaxSchema,
  slugParams,
  slugQuery,
  subcategoryIdQuery,
  suggestionsSchema,
  suggestQuery,
  viewCountBody,
  viewCountSchema,
} from './schemas';
import {
  categoriesOfLevel,
  categoryTree,
  countProductView,
  deleteLastViewed,
  featuredProducts,
  lastViewed,
  latestProducts,
  manufacturers,
  productDetail,
  productSections,
  productSliders,
  recordLastViewed,
  searchProducts,
  shippingMethods,
  suggestProducts,
  taxes,
  trendingProducts,
} from './service';
import { signedInUser } from '../../plugins/access';

const tags = ['Shop'];
const pub = { access: 'public' as const };

/** Marketplace reads of spec 02 §7 "Shop products and variants" (public), search, views and last viewed. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.appConfig;

  // Server-Timing on the shop's answers: the time spent in the server, for browser dev tools and the benchmark.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  app.get(
    '/shop/getCategories',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Kategoriebaum mit Unter- und Unterunterkategorien',
        response: { 200: successSchema(z.array(categoryTreeSchema)) },
      },
    },
    async () => ok(await categoryTree(app.db, config)),
  );
  app.get(
    '/v2/getAllCategories',
    { config: pub, schema: { tags, summary: 'Hauptkategorien', response: { 200: successSchema(z.array(shopCategorySchema)) } } },
    async () => ok(await categoriesOfLevel(app.db, config, 1)),
  );
  app.get(
    '/v2/subcategoryByCategory',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Unterkategorien einer Kategorie',
        querystring: categoryIdQuery,
        response: { 200: successSchema(z.array(shopCategorySchema)) },
      },
    },
    async (request) => ok(await categoriesOfLevel(app.db, config, 2, request.query.category_id)),
  );
  app.get(
    '/v2/childcategoryBySubcategory',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Unterunterkategorien einer Unterkategorie',
        querystring: subcategoryIdQuery,
        response: { 200: successSchema(z.array(shopCategorySchema)) },
      },
    },
    async (request) => ok(await categoriesOfLevel(app.db, config, 3, request.query.subcategory_id)),
  );
  app.get(
    '/taxes',
    {
      config: pub,
      schema: { tags, summary: 'Mehrwertsteuersätze (aufsteigend)', response: { 200: successSchema(z.array(shopTaxSchema)) } },
    },
    async () => ok(await taxes(app.db)),
  );
  app.get(
    '/v2/allManufacturerList',
    { config: pub, schema: { tags, summary: 'Hersteller', response: { 200: successSchema(z.array(manufacturerSchema)) } } },
    async () => ok(await manufacturers(app.db)),
  );
  app.get(
    '/shippings-methods',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Versandarten (eines Anbieters; ohne provider_id die eigenen eines angemeldeten Anbieters, sonst alle)',
        querystring: shippingQuery,
        response: { 200: successSchema(z.array(publicShippingMethodSchema)) },
      },
    },
    async (request) => {
      const own = request.user?.role === 'Company' ? request.user.id : null;
      return ok(await shippingMethods(app.db, request.query.provider_id ?? own));
    },
  );

  app.get(
    '/latestProductList',
    {
      config: pub,
      schema: { tags, summary: 'Neueste Produkte', querystring: listQuery, response: { 200: pageSuccessSchema(productCardSchema) } },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await latestProducts(app.db, config, page, perPage);
      return okPage(rows, pageMeta({ page, perPage }, total));
    },
  );
  app.get(
    '/v2/trendingProducts',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Gefragte Produkte (Aufrufe der letzten 14 Tage)',
        querystring: listQuery,
        response: { 200: pageSuccessSchema(productCardSchema) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await trendingProducts(app.db, config, page, perPage);
      return okPage(rows, pageMeta({ page, perPage }, total));
    },
  );
  app.get(
    '/shop/feature_products/featured',
    {
      config: pub,
      schema: { tags, summary: 'Empfohlene Produkte', querystring: listQuery, response: { 200: pageSuccessSchema(productCardSchema) } },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await featuredProducts(app.db, config, page, perPage);
      return okPage(rows, pageMeta({ page, perPage }, total));
    },
  );
  app.get(
    '/productSliders',
    {
      config: pub,
      schema: { tags, summary: 'Produkt-Slider der Startseite', response: { 200: successSchema(z.array(productSliderSchema)) } },
    },
    async () => ok(await productSliders(app.db, config)),
  );
  app.get(
    '/shop/product-section',
    {
      config: pub,
      schema: { tags, summary: 'Produkte je Hauptkategorie', response: { 200: successSchema(z.array(productSectionSchema)) } },
    },
    async () => ok(await productSections(app.db, config)),
  );

  app.get(
    '/shop/productBySlug/:slug',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Produktseite (Slug oder numerische Id)',
        params: slugParams,
        response: { 200: successSchema(productDetailSchema) },
      },
    },
    async (request) => ok(await productDetail(app.db, config, request.params.slug)),
  );
  app.get(
    '/api/productDetails',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Produktseite (Slug oder numerische Id)',
        querystring: slugQuery,
        response: { 200: successSchema(productDetailSchema) },
      },
    },
    async (request) => ok(await productDetail(app.db, config, request.query.slug)),
  );

  app.get(
    '/productsListBySearch',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Suchvorschläge (Wortanfänge)',
        querystring: suggestQuery,
        response: { 200: successSchema(suggestionsSchema) },
      },
    },
    async (request) => ok(await suggestProducts(app.db, config, request.query.keyword)),
  );
  app.get(
    '/api/search',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Produktsuche mit Filtern, Sortierung und Seiten',
        querystring: searchQuery,
        response: { 200: successSchema(searchResultSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(
        await searchProducts(app.db, config, {
          keyword: query.keyword,
          category: query.category,
          minPriceCents: query.min_price,
          maxPriceCents: query.max_price,
          providerId: query.provider_id,
          productType: query.product_type,
          sort: query.sort,
          direction: query.direction,
          page: query.page,
          perPage: query.per_page,
        }),
      );
    },
  );

  app.get(
    '/api/shop/last_viewed',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Zuletzt angesehene Produkte',
        querystring: listQuery,
        response: { 200: pageSuccessSchema(lastViewedSchema) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { data, total } = await lastViewed(app.db, config, signedInUser(request).id, page, perPage);
      return okPage(data, pageMeta({ page, perPage }, total));
    },
  );
  app.delete(
    '/api/shop/last_viewed/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Eintrag aus „Zuletzt angesehen“ entfernen', params: idParams, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await deleteLastViewed(app.db, signedInUser(request).id, request.params.id);
      return ok(null, 'Der Eintrag wurde entfernt.');
    },
  );
  app.post(
    '/shop/product_view',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Produktaufruf für „Zuletzt angesehen“ merken (nur angemeldet; sonst recorded: false)',
        body: productViewBody,
        response: { 200: successSchema(productViewSchema) },
      },
    },
    async (request) => {
      if (!request.user) return ok({ recorded: false });
      await recordLastViewed(app.db, request.user.id, request.body.product_id);
      return ok({ recorded: true });
    },
  );
  app.post(
    '/setProductViewCounts',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Aufrufzähler eines Produkts erhöhen',
        body: viewCountBody,
        response: { 200: successSchema(viewCountSchema) },
      },
    },
    async (request) => ok(await countProductView(app.db, request.body.slug)),
  );

  app.get(
    '/shop/images/:name',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Erzeugte Produktillustration (SVG) der Demodaten',
        params: z.object({ name: fields.text().max(80) }),
      },
    },
    async (request, reply) => {
      const spec = parseIllustrationName(request.params.name);
      if (!spec) throw new NotFoundError('Das Bild wurde nicht gefunden.');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(illustrationSvg(spec));
    },
  );

  await app.register(providerShopRoutes);
  await app.register(shippingRoutes);
  await app.register(categoryAdminRoutes);
};
