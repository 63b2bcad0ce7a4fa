import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema, writtenAsBuilt } from '../../http/envelope';
import { illustrationRoute } from '../../http/illustration-route';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { readPage } from '../../http/pagination';
import { illustrationSvg, parseIllustrationName } from './illustrations';
import { providerShopRoutes } from './provider/routes';
import { shippingRoutes } from './shipping-routes';
import { categoryAdminRoutes } from './category-admin-routes';
import {
  categoryIdQuery,
  categoryTreeSchema,
  shopIdParams,
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

  const open = routeGroup(app, { tags, config: pub });
  const openLists = pagedRouteGroup(app, { tags, config: pub });
  const userLists = pagedRouteGroup(app, { tags, config: { access: 'user' } });
  const user = routeGroup(app, { tags, config: { access: 'user' } });

  open({
    method: 'GET',
    url: '/shop/getCategories',
    summary: 'Kategoriebaum mit Unter- und Unterunterkategorien',
    data: z.array(categoryTreeSchema),
    handler: async () => categoryTree(app.db, config),
  });
  open({
    method: 'GET',
    url: '/v2/getAllCategories',
    summary: 'Hauptkategorien',
    data: z.array(shopCategorySchema),
    handler: async () => categoriesOfLevel(app.db, config, 1),
  });
  open({
    method: 'GET',
    url: '/v2/subcategoryByCategory',
    summary: 'Unterkategorien einer Kategorie',
    querystring: categoryIdQuery,
    data: z.array(shopCategorySchema),
    handler: async (request) => categoriesOfLevel(app.db, config, 2, request.query.category_id),
  });
  open({
    method: 'GET',
    url: '/v2/childcategoryBySubcategory',
    summary: 'Unterunterkategorien einer Unterkategorie',
    querystring: subcategoryIdQuery,
    data: z.array(shopCategorySchema),
    handler: async (request) => categoriesOfLevel(app.db, config, 3, request.query.subcategory_id),
  });
  open({
    method: 'GET',
    url: '/taxes',
    summary: 'Mehrwertsteuersätze (aufsteigend)',
    data: z.array(shopTaxSchema),
    handler: async () => taxes(app.db),
  });
  open({
    method: 'GET',
    url: '/v2/allManufacturerList',
    summary: 'Hersteller',
    data: z.array(manufacturerSchema),
    handler: async () => manufacturers(app.db),
  });
  open({
    method: 'GET',
    url: '/shippings-methods',
    summary: 'Versandarten (eines Anbieters; ohne provider_id die eigenen eines angemeldeten Anbieters, sonst alle)',
    querystring: shippingQuery,
    data: z.array(publicShippingMethodSchema),
    handler: async (request) => {
      const own = request.user?.role === 'Company' ? request.user.id : null;
      return shippingMethods(app.db, request.query.provider_id ?? own);
    },
  });

  openLists({
    method: 'GET',
    url: '/latestProductList',
    summary: 'Neueste Produkte',
    querystring: listQuery,
    item: productCardSchema,
    handler: (request) => readPage(request.query, ({ page, perPage }) => latestProducts(app.db, config, page, perPage)),
  });
  openLists({
    method: 'GET',
    url: '/v2/trendingProducts',
    summary: 'Gefragte Produkte (Aufrufe der letzten 14 Tage)',
    querystring: listQuery,
    item: productCardSchema,
    handler: (request) => readPage(request.query, ({ page, perPage }) => trendingProducts(app.db, config, page, perPage)),
  });
  openLists({
    method: 'GET',
    url: '/shop/feature_products/featured',
    summary: 'Empfohlene Produkte',
    querystring: listQuery,
    item: productCardSchema,
    handler: (request) => readPage(request.query, ({ page, perPage }) => featuredProducts(app.db, config, page, perPage)),
  });
  open({
    method: 'GET',
    url: '/productSliders',
    summary: 'Produkt-Slider der Startseite',
    data: z.array(productSliderSchema),
    handler: async () => productSliders(app.db, config),
  });
  open({
    method: 'GET',
    url: '/shop/product-section',
    summary: 'Produkte je Hauptkategorie',
    data: z.array(productSectionSchema),
    handler: async () => productSections(app.db, config),
  });

  // The product page (every server render of it waits for this read): `productDetail` builds the answer field by field
  // in the schema's order, so it is written as built instead of zod checking and copying ~200 fields per request
  // (`product-page.test.ts` parses real answers with the schema and requires them unchanged). README „Produktseite: Messwerte“.
  const productPage = successSchema(productDetailSchema);
  app.get(
    '/shop/productBySlug/:slug',
    {
      config: pub,
      serializerCompiler: writtenAsBuilt,
      schema: { tags, summary: 'Produktseite (Slug oder numerische Id)', params: slugParams, response: { 200: productPage } },
    },
    async (request) => ok(await productDetail(app.db, config, request.params.slug)),
  );
  app.get(
    '/api/productDetails',
    {
      config: pub,
      serializerCompiler: writtenAsBuilt,
      schema: { tags, summary: 'Produktseite (Slug oder numerische Id)', querystring: slugQuery, response: { 200: productPage } },
    },
    async (request) => ok(await productDetail(app.db, config, request.query.slug)),
  );

  open({
    method: 'GET',
    url: '/productsListBySearch',
    summary: 'Suchvorschläge (Wortanfänge)',
    querystring: suggestQuery,
    data: suggestionsSchema,
    handler: async (request) => suggestProducts(app.db, config, request.query.keyword),
  });
  open({
    method: 'GET',
    url: '/api/search',
    summary: 'Produktsuche mit Filtern, Sortierung und Seiten',
    querystring: searchQuery,
    data: searchResultSchema,
    handler: async (request) => {
      const query = request.query;
      return searchProducts(app.db, config, {
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
      });
    },
  });

  userLists({
    method: 'GET',
    url: '/api/shop/last_viewed',
    summary: 'Zuletzt angesehene Produkte',
    querystring: listQuery,
    item: lastViewedSchema,
    handler: (request) =>
      readPage(request.query, async ({ page, perPage }) => {
        const { data, total } = await lastViewed(app.db, config, signedInUser(request).id, page, perPage);
        return { rows: data, total };
      }),
  });
  user({
    method: 'DELETE',
    url: '/api/shop/last_viewed/:id',
    summary: 'Eintrag aus „Zuletzt angesehen“ entfernen',
    params: shopIdParams,
    data: z.null(),
    message: 'Der Eintrag wurde entfernt.',
    handler: async (request) => {
      await deleteLastViewed(app.db, signedInUser(request).id, request.params.id);
      return null;
    },
  });
  open({
    method: 'POST',
    url: '/shop/product_view',
    summary: 'Produktaufruf für „Zuletzt angesehen“ merken (nur angemeldet; sonst recorded: false)',
    body: productViewBody,
    data: productViewSchema,
    handler: async (request) => {
      if (!request.user) return { recorded: false };
      await recordLastViewed(app.db, request.user.id, request.body.product_id);
      return { recorded: true };
    },
  });
  open({
    method: 'POST',
    url: '/setProductViewCounts',
    summary: 'Aufrufzähler eines Produkts erhöhen',
    body: viewCountBody,
    data: viewCountSchema,
    handler: async (request) => countProductView(app.db, request.body.slug),
  });

  illustrationRoute(app, {
    url: '/shop/images/:name',
    tags,
    summary: 'Erzeugte Produktillustration (SVG) der Demodaten',
    parse: parseIllustrationName,
    svg: illustrationSvg,
  });

  await app.register(providerShopRoutes);
  await app.register(shippingRoutes);
  await app.register(categoryAdminRoutes);
};
