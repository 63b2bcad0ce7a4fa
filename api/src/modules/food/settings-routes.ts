import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { fields } from '../../http/validation';
import { signedInUserId } from '../../plugins/access';
import {
  categoryBody,
  deliveryTimesBody,
  deliveryTimeSchema,
  dishInfoSchema,
  foodCategorySchema,
  gastroBody,
  gastroSettingsSchema,
  orderingSettingsSchema,
  settingsBody,
  tags,
} from './schemas';
import {
  ADDITIVES,
  ALLERGENS,
  dishInfo,
  listCategories,
  listDeliveryTimes,
  orderingSettings,
  presentGastro,
  setDeliveryTimes,
  setDishInfo,
  setGastro,
  setOrderingSettings,
  settingsOf,
  storeCategory,
} from './service';

/** The provider's food settings, categories, dishes and delivery times. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // --- provider settings ---------------------------------------------------------------------------------------
  app.get(
    '/v2/getSettings',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Bestellannahme, Auto-Annahme, Zubereitungszeit, Bestellton',
        response: { 200: successSchema(orderingSettingsSchema) },
      },
    },
    async (request) => ok(await orderingSettings(app.db, signedInUserId(request))),
  );

  app.post(
    '/v2/setSettings',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Bestellannahme, Auto-Annahme, Zubereitungszeit, Bestellton speichern',
        body: settingsBody,
        response: { 200: successSchema(orderingSettingsSchema) },
      },
    },
    async (request) =>
      ok(await setOrderingSettings(app.db, signedInUserId(request), request.body), 'Die Einstellungen wurden gespeichert.'),
  );

  app.get(
    '/getGastroSetting',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Gastro-Einstellungen', response: { 200: successSchema(gastroSettingsSchema) } },
    },
    async (request) => ok(presentGastro(await settingsOf(app.db, signedInUserId(request)))),
  );

  app.post(
    '/setGastroSetting',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Gastro-Einstellungen speichern (Beträge in Euro, Liefergebiet als Postleitzahlen oder Radius in km)',
        body: gastroBody,
        response: { 200: successSchema(gastroSettingsSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await setGastro(app.db, signedInUserId(request), {
          cuisine_tags: body.cuisine_tags,
          minimum_order_cents: body.minimum_order,
          delivery_fee_cents: body.delivery_fee,
          free_delivery_from_cents: body.free_delivery_from,
          delivery_postal_codes: body.delivery_postal_codes,
          delivery_radius_km: body.delivery_radius_km,
          delivery: body.delivery,
          pickup: body.pickup,
          cash_on_delivery: body.cash_on_delivery,
        }),
        'Die Gastro-Einstellungen wurden gespeichert.',
      );
    },
  );

  app.get(
    '/getFoodCategories',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Speisekategorien', response: { 200: successSchema(z.array(foodCategorySchema)) } },
    },
    async (request) => ok(await listCategories(app.db, signedInUserId(request))),
  );

  app.post(
    '/storeFoodCategory',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Speisekategorie anlegen (ohne id), umbenennen, verschieben (position) oder löschen (delete, nur leer)',
        body: categoryBody,
        response: { 200: successSchema(z.array(foodCategorySchema)) },
      },
    },
    async (request) => ok(await storeCategory(app.db, signedInUserId(request), request.body), 'Die Speisekategorien wurden gespeichert.'),
  );

  app.get(
    '/getDelivertTimes',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Lieferzeiten je Zone', response: { 200: successSchema(z.array(deliveryTimeSchema)) } },
    },
    async (request) => ok(await listDeliveryTimes(app.db, signedInUserId(request))),
  );

  app.post(
    '/setDelivertTimes',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Lieferzeiten je Zone speichern (ersetzt alle)',
        body: deliveryTimesBody,
        response: { 200: successSchema(z.array(deliveryTimeSchema)) },
      },
    },
    async (request) =>
      ok(await setDeliveryTimes(app.db, signedInUserId(request), request.body.times), 'Die Lieferzeiten wurden gespeichert.'),
  );

  app.get(
    '/food/dish',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Speisekategorie, Allergene und Zusatzstoffe eines Gerichts',
        querystring: z.object({ product_id: fields.id() }),
        response: { 200: successSchema(dishInfoSchema) },
      },
    },
    async (request) => ok(await dishInfo(app.db, signedInUserId(request), request.query.product_id)),
  );

  app.post(
    '/food/dish',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Speisekategorie, Allergene (LMIV) und Zusatzstoffe eines Gerichts speichern',
        body: z
          .object({
            product_id: fields.id(),
            category_id: fields.id().nullable(),
            allergens: z.array(z.enum(Object.keys(ALLERGENS) as [string, ...string[]], { message: 'Unbekanntes Allergen.' })).max(14),
            additives: z.array(z.enum(Object.keys(ADDITIVES) as [string, ...string[]], { message: 'Unbekannter Zusatzstoff.' })).max(12),
          })
          .strict(),
        response: { 200: successSchema(dishInfoSchema) },
      },
    },
    async (request) => ok(await setDishInfo(app.db, signedInUserId(request), request.body), 'Das Gericht wurde gespeichert.'),
  );
};

export default settingsRoutes;
