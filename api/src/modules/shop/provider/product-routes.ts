import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../../http/envelope';
import { routeGroup } from '../../../http/route-group';
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

  const providerRoutes = routeGroup(app, { tags, config: provider });
  const providerExtension = routeGroup(app, { tags, config: extension });

  providerRoutes({
    method: 'DELETE',
    url: '/v2/deleteProduct/:id',
    summary: 'Produkt löschen',
    params: idParams,
    data: deletedSchema,
    message: 'Das Produkt wurde gelöscht.',
    handler: async (request) => deleteProduct(app.db, signedInUserId(request), request.params.id),
  });

  providerExtension({
    method: 'GET',
    url: '/shop/provider/products/:id',
    summary: 'Ein eigenes Produkt mit allem, was der Editor zeigt',
    params: idParams,
    data: productEditorSchema,
    handler: async (request) => {
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
      return { ...product, variants, images, seo, tags: searchTags, bulk_prices: bulkPrices, wholesale_discounts: wholesale, features };
    },
  });

  providerRoutes({
    method: 'POST',
    url: '/addProductSeo',
    summary: 'SEO-Daten des Produkts speichern',
    body: seoBody,
    data: providerSeoSchema,
    message: 'Die SEO-Daten wurden gespeichert.',
    handler: async (request) => saveSeo(app.db, signedInUserId(request), request.body),
  });

  providerRoutes({
    method: 'POST',
    url: '/addSearchTags',
    summary: 'Suchbegriffe des Produkts ersetzen',
    body: tagsBody,
    data: z.array(providerTagSchema),
    message: 'Die Suchbegriffe wurden gespeichert.',
    handler: async (request) => saveTags(app.db, signedInUserId(request), request.body.product_id, request.body.tags),
  });

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

  providerRoutes({
    method: 'DELETE',
    url: '/v2/deleteGalleryImage/:id',
    summary: 'Galeriebild löschen',
    params: idParams,
    data: deletedImageSchema,
    message: 'Das Bild wurde gelöscht.',
    handler: async (request) => deleteImage(app.db, app.appConfig, signedInUserId(request), request.params.id),
  });

  // --- Features (x-extension) -----------------------------------------------------------------------------

  providerExtension({
    method: 'GET',
    url: '/shop/provider/features',
    summary: 'Merkmale mit Werten (allgemeine und eigene); mit product_id: welche zur Kategorie des Produkts passen',
    querystring: featuresQuery,
    data: z.array(providerFeatureSchema),
    handler: async (request) => listFeatures(app.db, signedInUserId(request), request.query.product_id),
  });
  providerExtension({
    method: 'POST',
    url: '/shop/provider/features',
    summary: 'Eigenes Merkmal mit Werten anlegen',
    body: featureBody,
    data: providerFeatureSchema,
    status: 201,
    message: 'Das Merkmal wurde angelegt.',
    handler: async (request) => createFeature(app.db, signedInUserId(request), request.body),
  });
  providerExtension({
    method: 'POST',
    url: '/shop/provider/features/:id/values',
    summary: 'Wert zu einem eigenen Merkmal hinzufügen',
    params: idParams,
    body: featureValueBody,
    data: providerFeatureValueSchema,
    status: 201,
    message: 'Der Wert wurde hinzugefügt.',
    handler: async (request) => addFeatureValue(app.db, signedInUserId(request), request.params.id, request.body),
  });
  providerExtension({
    method: 'DELETE',
    url: '/shop/provider/features/:id',
    summary: 'Eigenes Merkmal löschen',
    params: idParams,
    data: deletedSchema,
    message: 'Das Merkmal wurde gelöscht.',
    handler: async (request) => deleteFeature(app.db, signedInUserId(request), request.params.id),
  });
  providerExtension({
    method: 'DELETE',
    url: '/shop/provider/feature-values/:id',
    summary: 'Wert eines eigenen Merkmals löschen',
    params: idParams,
    data: deletedSchema,
    message: 'Der Wert wurde gelöscht.',
    handler: async (request) => deleteFeatureValue(app.db, signedInUserId(request), request.params.id),
  });
  providerExtension({
    method: 'POST',
    url: '/shop/provider/productFeatures',
    summary: 'Datenblatt (Merkmale) des Produkts ersetzen',
    body: productFeaturesBody,
    data: z.array(dataSheetRowSchema),
    message: 'Die Merkmale wurden gespeichert.',
    handler: async (request) => saveProductFeatures(app.db, signedInUserId(request), request.body.product_id, request.body.features),
  });
};

export default productRoutes;
