import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../../../http/envelope';
import { routeGroup } from '../../../http/route-group';
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

  const providerRoutes = routeGroup(app, { tags, config: provider });
  const providerExtension = routeGroup(app, { tags, config: extension });

  providerRoutes({
    method: 'POST',
    url: '/shop/saveVariants',
    summary: 'Varianten aus Merkmalswerten erzeugen (kartesisches Produkt)',
    body: saveVariantsBody,
    data: z.array(providerVariantSchema),
    message: 'Die Varianten wurden gespeichert.',
    handler: async (request) => saveVariants(app.db, app.appConfig, signedInUserId(request), request.body),
  });
  app.post(
    '/shop/updateVariant',
    {
      config: provider,
      schema: { tags, summary: 'Variante ändern', body: updateVariantBody, response: { 200: successSchema(savedVariantSchema) } },
    },
    async (request) =>
      withPriceNotice(await updateVariant(app.db, app.appConfig, signedInUserId(request), request.body), 'Die Variante wurde gespeichert.'),
  );
  providerRoutes({
    method: 'POST',
    url: '/shop/updateVariantQuantity',
    summary: 'Bestand einer oder mehrerer Varianten',
    body: updateVariantQuantityBody,
    data: z.array(providerVariantSchema),
    message: 'Der Bestand wurde gespeichert.',
    handler: async (request) => updateVariantQuantities(app.db, app.appConfig, signedInUserId(request), request.body),
  });
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
  providerRoutes({
    method: 'POST',
    url: '/addImagesToVariant',
    summary: 'Galeriebilder einer Variante zuordnen',
    body: variantImagesBody,
    data: z.array(providerImageSchema),
    message: 'Die Bilder wurden zugeordnet.',
    handler: async (request) =>
      linkImagesToVariant(app.db, app.appConfig, signedInUserId(request), request.body.variant_id, request.body.image_ids),
  });
  providerRoutes({
    method: 'POST',
    url: '/deleteVariantImage',
    summary: 'Bild von der Variante lösen (bleibt in der Galerie)',
    body: imageIdBody,
    data: deletedSchema,
    message: 'Das Bild wurde von der Variante entfernt.',
    handler: async (request) => unlinkVariantImage(app.db, signedInUserId(request), request.body.id),
  });
  providerRoutes({
    method: 'DELETE',
    url: '/v2/removeShopProductVariant/:id',
    summary: 'Variante entfernen',
    params: idParams,
    data: removedVariantSchema,
    message: 'Die Variante wurde entfernt.',
    handler: async (request) => removeVariant(app.db, signedInUserId(request), request.params.id),
  });

  // --- Tiered prices and wholesale discounts --------------------------------------------------------------

  providerRoutes({
    method: 'POST',
    url: '/addBulkQuantity',
    summary: 'Staffelpreis anlegen',
    body: bulkPriceBody,
    data: providerBulkPriceSchema,
    status: 201,
    message: 'Der Staffelpreis wurde angelegt.',
    handler: async (request) => addBulkPrice(app.db, signedInUserId(request), request.body),
  });
  providerRoutes({
    method: 'POST',
    url: '/editBulkQuantity',
    summary: 'Staffelpreis ändern',
    body: editBulkPriceBody,
    data: providerBulkPriceSchema,
    message: 'Der Staffelpreis wurde gespeichert.',
    handler: async (request) => editBulkPrice(app.db, signedInUserId(request), request.body),
  });
  providerRoutes({
    method: 'POST',
    url: '/deleteBulkQuantity',
    summary: 'Staffelpreis löschen (id im Body oder in der Query)',
    querystring: optionalIdQuery,
    body: optionalIdBody,
    data: deletedSchema,
    message: 'Der Staffelpreis wurde gelöscht.',
    handler: async (request) => {
      const id = request.body?.id ?? request.query.id;
      if (id === undefined) throw ValidationError.field('id', 'Dieses Feld ist erforderlich.');
      return deleteBulkPrice(app.db, signedInUserId(request), id);
    },
  });
  providerExtension({
    method: 'GET',
    url: '/shop/provider/bulkQuantities',
    summary: 'Staffelpreise eines Produkts',
    querystring: productIdQuery,
    data: z.array(providerBulkPriceSchema),
    handler: async (request) => listBulkPrices(app.db, signedInUserId(request), request.query.product_id),
  });
  providerExtension({
    method: 'POST',
    url: '/addWholesaleDiscount',
    summary: 'Großhandelsrabatt anlegen',
    body: wholesaleBody,
    data: providerWholesaleSchema,
    status: 201,
    message: 'Der Großhandelsrabatt wurde angelegt.',
    handler: async (request) => addWholesaleDiscount(app.db, signedInUserId(request), request.body),
  });
  providerExtension({
    method: 'GET',
    url: '/getWholesaleDiscounts',
    summary: 'Großhandelsrabatte eines Produkts',
    querystring: productIdQuery,
    data: z.array(providerWholesaleSchema),
    handler: async (request) => listWholesaleDiscounts(app.db, signedInUserId(request), request.query.product_id),
  });
  providerExtension({
    method: 'DELETE',
    url: '/deleteWholesaleDiscount/:id',
    summary: 'Großhandelsrabatt löschen',
    params: idParams,
    data: deletedSchema,
    message: 'Der Großhandelsrabatt wurde gelöscht.',
    handler: async (request) => deleteWholesaleDiscount(app.db, signedInUserId(request), request.params.id),
  });
};

export default variantRoutes;
