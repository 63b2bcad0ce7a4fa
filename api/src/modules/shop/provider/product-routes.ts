import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../../http/envelope';
import { created } from '../../../http/replies';
import { idParams } from '../../../http/validation';
import { z } from 'zod';
import { listBulkPrices, listWholesaleDiscounts } from './prices';
import {
  addImages,
  createProduct,
  deleteImage,
  deleteProduct,
  productDetail,
  productImages,
  productSeo,
  productTags,
  saveSeo,
  saveTags,
  updateProduct,
} from './products';
import {
  createProductBody,
  dataSheetRowSchema,
  deletedImageSchema,
  deletedSchema,
  featureBody,
  featuresQuery,
  featureValueBody,
  productEditorSchema,
  productFeaturesBody,
  providerFeatureSchema,
  providerFeatureValueSchema,
  providerSeoSchema,
  providerTagSchema,
  savedProductSchema,
  seoBody,
  tagsBody,
  updateProductBody,
  uploadedImagesSchema,
} from './schemas';
import { formFlag, formId, readImageForm } from './uploads';
import {
  addFeatureValue,
  createFeature,
  deleteFeature,
  deleteFeatureValue,
  listFeatures,
  productFeatureSheet,
  providerProductVariants,
  saveProductFeatures,
} from './variants';
import { signedInUserId } from '../../../plugins/access';

export const tags = ['Shop – Anbieter'];

/** The saved message, followed by the German explanation when a typed reference price was refused or replaced. */
export function withPriceNotice<T extends { price_notice: string | null }>(data: T, saved: string) {
  return ok(data, data.price_notice ? `${saved} ${data.price_notice}` : saved);
}

/** Products and their features (x-extension). */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { access: 'provider' as const };
  const extension = { access: 'provider' as const, extension: true };

  // --- Products -------------------------------------------------------------------------------------------

  for (const [path, productType] of [
    ['/v2/createProduct', 'normal'],
    ['/createFoodProduct', 'food'],
  ] as const) {
    app.post(
      path,
      {
        config: provider,
        schema: {
          tags,
          summary: productType === 'food' ? 'Lebensmittel anlegen' : 'Produkt anlegen',
          body: createProductBody,
          response: { 201: successSchema(savedProductSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            withPriceNotice(
              await createProduct(app.db, app.appConfig, signedInUserId(request), request.body, productType),
              'Das Produkt wurde angelegt.',
            ),
          ),
    );
  }

  for (const [path, productType] of [
    ['/updateProduct', 'normal'],
    ['/updateFoodProduct', 'food'],
  ] as const) {
    app.post(
      path,
      {
        config: provider,
        schema: {
          tags,
          summary: productType === 'food' ? 'Lebensmittel ändern (teilweise)' : 'Produkt ändern (teilweise)',
          body: updateProductBody,
          response: { 200: successSchema(savedProductSchema) },
        },
      },
      async (request) =>
        withPriceNotice(
          await updateProduct(app.db, app.appConfig, signedInUserId(request), request.body, productType),
          'Das Produkt wurde gespeichert.',
        ),
    );
  }

  app.delete(
    '/v2/deleteProduct/:id',
    { config: provider, schema: { tags, summary: 'Produkt löschen', params: idParams, response: { 200: successSchema(deletedSchema) } } },
    async (request) => ok(await deleteProduct(app.db, signedInUserId(request), request.params.id), 'Das Produkt wurde gelöscht.'),
  );

  app.get(
    '/shop/provider/products/:id',
    {
      config: extension,
      schema: {
        tags,
        summary: 'Ein eigenes Produkt mit allem, was der Editor zeigt',
        params: idParams,
        response: { 200: successSchema(productEditorSchema) },
      },
    },
    async (request) => {
      const me = signedInUserId(request);
      const id = request.params.id;
      const [product, variants, images, seo, searchTags, bulkPrices, wholesale, features] = await Promise.all([
        productDetail(app.db, app.appConfig, me, id),
        providerProductVariants(app.db, app.appConfig, me, id),
        productImages(app.db, app.appConfig, me, id),
        productSeo(app.db, me, id),
        productTags(app.db, me, id),
        listBulkPrices(app.db, me, id),
        listWholesaleDiscounts(app.db, me, id),
        productFeatureSheet(app.db, me, id),
      ]);
      return ok({ ...product, variants, images, seo, tags: searchTags, bulk_prices: bulkPrices, wholesale_discounts: wholesale, features });
    },
  );

  app.post(
    '/addProductSeo',
    {
      config: provider,
      schema: { tags, summary: 'SEO-Daten des Produkts speichern', body: seoBody, response: { 200: successSchema(providerSeoSchema) } },
    },
    async (request) => ok(await saveSeo(app.db, signedInUserId(request), request.body), 'Die SEO-Daten wurden gespeichert.'),
  );

  app.post(
    '/addSearchTags',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Suchbegriffe des Produkts ersetzen',
        body: tagsBody,
        response: { 200: successSchema(z.array(providerTagSchema)) },
      },
    },
    async (request) =>
      ok(
        await saveTags(app.db, signedInUserId(request), request.body.product_id, request.body.tags),
        'Die Suchbegriffe wurden gespeichert.',
      ),
  );

  app.post(
    '/addImageToProduct',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Bilder in die Galerie laden (multipart: product_id, file …, is_main)',
        consumes: ['multipart/form-data'],
        response: { 201: successSchema(uploadedImagesSchema) },
      },
    },
    async (request, reply) => {
      const form = await readImageForm(request);
      const productId = formId(form.fields, 'product_id');
      const result = await addImages(
        app.db,
        app.appConfig,
        signedInUserId(request),
        { productId, variantId: null, makeMain: formFlag(form.fields, 'is_main') },
        form.files,
      );
      return created(reply, result, form.files.length === 1 ? 'Das Bild wurde hochgeladen.' : 'Die Bilder wurden hochgeladen.');
    },
  );

  app.delete(
    '/v2/deleteGalleryImage/:id',
    {
      config: provider,
      schema: { tags, summary: 'Galeriebild löschen', params: idParams, response: { 200: successSchema(deletedImageSchema) } },
    },
    async (request) => ok(await deleteImage(app.db, app.appConfig, signedInUserId(request), request.params.id), 'Das Bild wurde gelöscht.'),
  );

  // --- Features (x-extension) -----------------------------------------------------------------------------

  app.get(
    '/shop/provider/features',
    {
      config: extension,
      schema: {
        tags,
        summary: 'Merkmale mit Werten (allgemeine und eigene); mit product_id: welche zur Kategorie des Produkts passen',
        querystring: featuresQuery,
        response: { 200: successSchema(z.array(providerFeatureSchema)) },
      },
    },
    async (request) => ok(await listFeatures(app.db, signedInUserId(request), request.query.product_id)),
  );
  app.post(
    '/shop/provider/features',
    {
      config: extension,
      schema: {
        tags,
        summary: 'Eigenes Merkmal mit Werten anlegen',
        body: featureBody,
        response: { 201: successSchema(providerFeatureSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await createFeature(app.db, signedInUserId(request), request.body), 'Das Merkmal wurde angelegt.'),
  );
  app.post(
    '/shop/provider/features/:id/values',
    {
      config: extension,
      schema: {
        tags,
        summary: 'Wert zu einem eigenen Merkmal hinzufügen',
        params: idParams,
        body: featureValueBody,
        response: { 201: successSchema(providerFeatureValueSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await addFeatureValue(app.db, signedInUserId(request), request.params.id, request.body),
        'Der Wert wurde hinzugefügt.',
      ),
  );
  app.delete(
    '/shop/provider/features/:id',
    {
      config: extension,
      schema: { tags, summary: 'Eigenes Merkmal löschen', params: idParams, response: { 200: successSchema(deletedSchema) } },
    },
    async (request) => ok(await deleteFeature(app.db, signedInUserId(request), request.params.id), 'Das Merkmal wurde gelöscht.'),
  );
  app.delete(
    '/shop/provider/feature-values/:id',
    {
      config: extension,
      schema: { tags, summary: 'Wert eines eigenen Merkmals löschen', params: idParams, response: { 200: successSchema(deletedSchema) } },
    },
    async (request) => ok(await deleteFeatureValue(app.db, signedInUserId(request), request.params.id), 'Der Wert wurde gelöscht.'),
  );
  app.post(
    '/shop/provider/productFeatures',
    {
      config: extension,
      schema: {
        tags,
        summary: 'Datenblatt (Merkmale) des Produkts ersetzen',
        body: productFeaturesBody,
        response: { 200: successSchema(z.array(dataSheetRowSchema)) },
      },
    },
    async (request) =>
      ok(
        await saveProductFeatures(app.db, signedInUserId(request), request.body.product_id, request.body.features),
        'Die Merkmale wurden gespeichert.',
      ),
  );
};

export default productRoutes;
