import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../../http/envelope';
import { z } from 'zod';
import { AppError, ValidationError } from '../../../http/errors';
import { importProducts, importReportSchema, type ImportStreamLine, importTemplate, MAX_IMPORT_BYTES, readImportFile } from './import';
import {
  addBulkPrice,
  addWholesaleDiscount,
  deleteBulkPrice,
  deleteWholesaleDiscount,
  editBulkPrice,
  listBulkPrices,
  listWholesaleDiscounts,
  updateBulkProducts,
} from './prices';
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
  bulkPriceBody,
  bulkUpdateBody,
  createProductBody,
  editBulkPriceBody,
  featureBody,
  featureValueBody,
  featuresQuery,
  idParams,
  imageIdBody,
  importQuery,
  optionalIdBody,
  optionalIdQuery,
  productFeaturesBody,
  productIdQuery,
  saveVariantsBody,
  seoBody,
  tagsBody,
  updateProductBody,
  updateVariantBody,
  updateVariantQuantityBody,
  variantImagesBody,
  wholesaleBody,
} from './schemas';
import { formFlag, formId, readCsvUpload, readImageForm } from './uploads';
import {
  addFeatureValue,
  createFeature,
  deleteFeature,
  deleteFeatureValue,
  linkImagesToVariant,
  listFeatures,
  productFeatureSheet,
  providerProductVariants,
  removeVariant,
  saveProductFeatures,
  saveVariants,
  unlinkVariantImage,
  updateVariant,
  updateVariantQuantities,
} from './variants';
import { ownVariant } from './ownership';
import {
  bulkUpdateResultSchema,
  dataSheetRowSchema,
  deletedImageSchema,
  deletedSchema,
  productEditorSchema,
  providerBulkPriceSchema,
  providerFeatureSchema,
  providerFeatureValueSchema,
  providerImageSchema,
  providerSeoSchema,
  providerTagSchema,
  providerVariantSchema,
  providerWholesaleSchema,
  removedVariantSchema,
  savedProductSchema,
  savedVariantSchema,
  uploadedImagesSchema,
} from './wire';
import { signedInUserId } from '../../../plugins/access';

const tags = ['Shop – Anbieter'];

/** The provider's shop calls (product editor, variants, tiered prices, bulk work); registered by the shop module. */
/** The saved message, followed by the German explanation when a typed reference price was refused or replaced. */
function withPriceNotice<T extends { price_notice: string | null }>(data: T, saved: string) {
  return ok(data, data.price_notice ? `${saved} ${data.price_notice}` : saved);
}

export const providerShopRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return reply.status(201).send(ok(result, form.files.length === 1 ? 'Das Bild wurde hochgeladen.' : 'Die Bilder wurden hochgeladen.'));
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
      reply.status(201).send(ok(await createFeature(app.db, signedInUserId(request), request.body), 'Das Merkmal wurde angelegt.')),
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
      reply
        .status(201)
        .send(ok(await addFeatureValue(app.db, signedInUserId(request), request.params.id, request.body), 'Der Wert wurde hinzugefügt.')),
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

  // --- Variants -------------------------------------------------------------------------------------------

  app.post(
    '/shop/saveVariants',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Varianten aus Merkmalswerten erzeugen (kartesisches Produkt)',
        body: saveVariantsBody,
        response: { 200: successSchema(z.array(providerVariantSchema)) },
      },
    },
    async (request) =>
      ok(await saveVariants(app.db, app.appConfig, signedInUserId(request), request.body), 'Die Varianten wurden gespeichert.'),
  );
  app.post(
    '/shop/updateVariant',
    {
      config: provider,
      schema: { tags, summary: 'Variante ändern', body: updateVariantBody, response: { 200: successSchema(savedVariantSchema) } },
    },
    async (request) =>
      withPriceNotice(await updateVariant(app.db, app.appConfig, signedInUserId(request), request.body), 'Die Variante wurde gespeichert.'),
  );
  app.post(
    '/shop/updateVariantQuantity',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Bestand einer oder mehrerer Varianten',
        body: updateVariantQuantityBody,
        response: { 200: successSchema(z.array(providerVariantSchema)) },
      },
    },
    async (request) =>
      ok(await updateVariantQuantities(app.db, app.appConfig, signedInUserId(request), request.body), 'Der Bestand wurde gespeichert.'),
  );
  app.post(
    '/shop/variant-img-upload',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Bilder einer Variante hochladen (multipart: variant_id, file …)',
        consumes: ['multipart/form-data'],
        response: { 201: successSchema(z.array(providerImageSchema)) },
      },
    },
    async (request, reply) => {
      const form = await readImageForm(request);
      const variantId = formId(form.fields, 'variant_id');
      const me = signedInUserId(request);
      const { product } = await ownVariant(app.db, me, variantId);
      const result = await addImages(app.db, app.appConfig, me, { productId: product.id, variantId, makeMain: false }, form.files);
      return reply.status(201).send(ok(result.images, 'Die Bilder wurden hochgeladen.'));
    },
  );
  app.post(
    '/addImagesToVariant',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Galeriebilder einer Variante zuordnen',
        body: variantImagesBody,
        response: { 200: successSchema(z.array(providerImageSchema)) },
      },
    },
    async (request) =>
      ok(
        await linkImagesToVariant(app.db, app.appConfig, signedInUserId(request), request.body.variant_id, request.body.image_ids),
        'Die Bilder wurden zugeordnet.',
      ),
  );
  app.post(
    '/deleteVariantImage',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Bild von der Variante lösen (bleibt in der Galerie)',
        body: imageIdBody,
        response: { 200: successSchema(deletedSchema) },
      },
    },
    async (request) =>
      ok(await unlinkVariantImage(app.db, signedInUserId(request), request.body.id), 'Das Bild wurde von der Variante entfernt.'),
  );
  app.delete(
    '/v2/removeShopProductVariant/:id',
    {
      config: provider,
      schema: { tags, summary: 'Variante entfernen', params: idParams, response: { 200: successSchema(removedVariantSchema) } },
    },
    async (request) => ok(await removeVariant(app.db, signedInUserId(request), request.params.id), 'Die Variante wurde entfernt.'),
  );

  // --- Tiered prices and wholesale discounts --------------------------------------------------------------

  app.post(
    '/addBulkQuantity',
    {
      config: provider,
      schema: { tags, summary: 'Staffelpreis anlegen', body: bulkPriceBody, response: { 201: successSchema(providerBulkPriceSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await addBulkPrice(app.db, signedInUserId(request), request.body), 'Der Staffelpreis wurde angelegt.')),
  );
  app.post(
    '/editBulkQuantity',
    {
      config: provider,
      schema: { tags, summary: 'Staffelpreis ändern', body: editBulkPriceBody, response: { 200: successSchema(providerBulkPriceSchema) } },
    },
    async (request) => ok(await editBulkPrice(app.db, signedInUserId(request), request.body), 'Der Staffelpreis wurde gespeichert.'),
  );
  app.post(
    '/deleteBulkQuantity',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Staffelpreis löschen (id im Body oder in der Query)',
        body: optionalIdBody,
        querystring: optionalIdQuery,
        response: { 200: successSchema(deletedSchema) },
      },
    },
    async (request) => {
      const id = request.body?.id ?? request.query.id;
      if (id === undefined) throw ValidationError.field('id', 'Dieses Feld ist erforderlich.');
      return ok(await deleteBulkPrice(app.db, signedInUserId(request), id), 'Der Staffelpreis wurde gelöscht.');
    },
  );
  app.get(
    '/shop/provider/bulkQuantities',
    {
      config: extension,
      schema: {
        tags,
        summary: 'Staffelpreise eines Produkts',
        querystring: productIdQuery,
        response: { 200: successSchema(z.array(providerBulkPriceSchema)) },
      },
    },
    async (request) => ok(await listBulkPrices(app.db, signedInUserId(request), request.query.product_id)),
  );
  app.post(
    '/addWholesaleDiscount',
    {
      config: extension,
      schema: {
        tags,
        summary: 'Großhandelsrabatt anlegen',
        body: wholesaleBody,
        response: { 201: successSchema(providerWholesaleSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await addWholesaleDiscount(app.db, signedInUserId(request), request.body), 'Der Großhandelsrabatt wurde angelegt.')),
  );
  app.get(
    '/getWholesaleDiscounts',
    {
      config: extension,
      schema: {
        tags,
        summary: 'Großhandelsrabatte eines Produkts',
        querystring: productIdQuery,
        response: { 200: successSchema(z.array(providerWholesaleSchema)) },
      },
    },
    async (request) => ok(await listWholesaleDiscounts(app.db, signedInUserId(request), request.query.product_id)),
  );
  app.delete(
    '/deleteWholesaleDiscount/:id',
    {
      config: extension,
      schema: { tags, summary: 'Großhandelsrabatt löschen', params: idParams, response: { 200: successSchema(deletedSchema) } },
    },
    async (request) =>
      ok(await deleteWholesaleDiscount(app.db, signedInUserId(request), request.params.id), 'Der Großhandelsrabatt wurde gelöscht.'),
  );

  // --- Bulk work ------------------------------------------------------------------------------------------

  app.post(
    '/updateBulkProducts',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Preis, Bestand und Status vieler Zeilen (eine Transaktion)',
        body: bulkUpdateBody,
        response: { 200: successSchema(bulkUpdateResultSchema) },
      },
    },
    async (request) => {
      const result = await updateBulkProducts(app.db, signedInUserId(request), request.body.products);
      return ok(result, `${result.updated.toLocaleString('de-DE')} Zeilen wurden gespeichert.`);
    },
  );

  app.get(
    '/importBulkProducts/template',
    {
      config: extension,
      schema: {
        tags,
        summary: 'CSV-Vorlage für den Import',
        // A text answer is sent as it is (Fastify serializes only objects): the schema documents the file's type.
        response: {
          200: { description: 'Die CSV-Vorlage (UTF-8 mit BOM, Trennzeichen ;)', content: { 'text/csv': { schema: z.string() } } },
        },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="produkt-import-vorlage.csv"')
        .send(importTemplate()),
  );

  app.post(
    '/importBulkProducts',
    {
      config: provider,
      schema: {
        tags,
        summary:
          'CSV-Import (multipart: file). Mit Accept: application/x-ndjson oder ?stream=1 wird der Fortschritt zeilenweise gestreamt.',
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: successSchema(importReportSchema) },
      },
    },
    async (request, reply) => {
      const me = signedInUserId(request);
      const upload = await readCsvUpload(request, MAX_IMPORT_BYTES);
      // A file that cannot be used at all answers 422 before anything is streamed.
      const { rows } = readImportFile(upload.buffer);
      const stream = request.query.stream === true || (request.headers.accept ?? '').includes('application/x-ndjson');
      if (!stream) {
        const report = await importProducts(app.db, me, upload.buffer);
        return ok(report, `Import abgeschlossen: ${report.created} angelegt, ${report.updated} aktualisiert, ${report.failed} fehlerhaft.`);
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        ...corsHeaders(reply.getHeaders()),
      });
      const write = (line: ImportStreamLine) => raw.write(`${JSON.stringify(line)}\n`);
      write({ type: 'start', total: rows.length });
      try {
        const report = await importProducts(app.db, me, upload.buffer, (progress) => {
          write({ type: 'progress', ...progress });
        });
        write({ type: 'done', report });
      } catch (error) {
        if (error instanceof AppError) {
          write({ type: 'error', status: error.statusCode, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
        } else {
          request.log.error(error);
          write({ type: 'error', status: 500, message: 'Der Import ist unerwartet abgebrochen. Bitte versuchen Sie es erneut.' });
        }
      }
      raw.end();
      return reply;
    },
  );
};

/** CORS headers fastify set on the reply before the stream takes over (so the browser can read it). */
function corsHeaders(headers: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('access-control-') || name === 'vary') result[name] = String(value);
  }
  return result;
}
