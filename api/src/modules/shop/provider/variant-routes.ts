import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../../http/envelope';
import { created } from '../../../http/replies';
import { z } from 'zod';
import { ValidationError } from '../../../http/errors';
import { idParams } from '../../../http/validation';
import {
  addBulkPrice,
  addWholesaleDiscount,
  deleteBulkPrice,
  deleteWholesaleDiscount,
  editBulkPrice,
  listBulkPrices,
  listWholesaleDiscounts,
} from './prices';
import { addImages } from './products';
import {
  bulkPriceBody,
  deletedSchema,
  editBulkPriceBody,
  imageIdBody,
  optionalIdBody,
  optionalIdQuery,
  productIdQuery,
  providerBulkPriceSchema,
  providerImageSchema,
  providerVariantSchema,
  providerWholesaleSchema,
  removedVariantSchema,
  savedVariantSchema,
  saveVariantsBody,
  updateVariantBody,
  updateVariantQuantityBody,
  variantImagesBody,
  wholesaleBody,
} from './schemas';
import { formId, readImageForm } from './uploads';
import { linkImagesToVariant, removeVariant, saveVariants, unlinkVariantImage, updateVariant, updateVariantQuantities } from './variants';
import { ownVariant } from './ownership';
import { signedInUserId } from '../../../plugins/access';
import { tags, withPriceNotice } from './product-routes';

/** Variants, tiered prices and wholesale discounts. */
const variantRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { access: 'provider' as const };
  const extension = { access: 'provider' as const, extension: true };

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
      return created(reply, result.images, 'Die Bilder wurden hochgeladen.');
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
      created(reply, await addBulkPrice(app.db, signedInUserId(request), request.body), 'Der Staffelpreis wurde angelegt.'),
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
      created(reply, await addWholesaleDiscount(app.db, signedInUserId(request), request.body), 'Der Großhandelsrabatt wurde angelegt.'),
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
};

export default variantRoutes;
