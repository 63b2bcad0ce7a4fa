import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../http/route-group';
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
  const provider = routeGroup(app, { tags, config: { access: 'provider' } });
  const providerExtension = routeGroup(app, { tags, config: { access: 'provider', extension: true } });

  // --- provider settings ---------------------------------------------------------------------------------------
  provider({
    method: 'GET',
    url: '/v2/getSettings',
    summary: 'Bestellannahme, Auto-Annahme, Zubereitungszeit, Bestellton',
    data: orderingSettingsSchema,
    handler: (request) => orderingSettings(app.db, signedInUserId(request)),
  });

  provider({
    method: 'POST',
    url: '/v2/setSettings',
    summary: 'Bestellannahme, Auto-Annahme, Zubereitungszeit, Bestellton speichern',
    body: settingsBody,
    data: orderingSettingsSchema,
    message: 'Die Einstellungen wurden gespeichert.',
    handler: (request) => setOrderingSettings(app.db, signedInUserId(request), request.body),
  });

  provider({
    method: 'GET',
    url: '/getGastroSetting',
    summary: 'Gastro-Einstellungen',
    data: gastroSettingsSchema,
    handler: async (request) => presentGastro(await settingsOf(app.db, signedInUserId(request))),
  });

  provider({
    method: 'POST',
    url: '/setGastroSetting',
    summary: 'Gastro-Einstellungen speichern (Beträge in Euro, Liefergebiet als Postleitzahlen oder Radius in km)',
    body: gastroBody,
    data: gastroSettingsSchema,
    message: 'Die Gastro-Einstellungen wurden gespeichert.',
    handler: (request) => {
      const body = request.body;
      return setGastro(app.db, signedInUserId(request), {
        cuisine_tags: body.cuisine_tags,
        minimum_order_cents: body.minimum_order,
        delivery_fee_cents: body.delivery_fee,
        free_delivery_from_cents: body.free_delivery_from,
        delivery_postal_codes: body.delivery_postal_codes,
        delivery_radius_km: body.delivery_radius_km,
        delivery: body.delivery,
        pickup: body.pickup,
        cash_on_delivery: body.cash_on_delivery,
      });
    },
  });

  provider({
    method: 'GET',
    url: '/getFoodCategories',
    summary: 'Speisekategorien',
    data: z.array(foodCategorySchema),
    handler: (request) => listCategories(app.db, signedInUserId(request)),
  });

  provider({
    method: 'POST',
    url: '/storeFoodCategory',
    summary: 'Speisekategorie anlegen (ohne id), umbenennen, verschieben (position) oder löschen (delete, nur leer)',
    body: categoryBody,
    data: z.array(foodCategorySchema),
    message: 'Die Speisekategorien wurden gespeichert.',
    handler: (request) => storeCategory(app.db, signedInUserId(request), request.body),
  });

  provider({
    method: 'GET',
    url: '/getDelivertTimes',
    summary: 'Lieferzeiten je Zone',
    data: z.array(deliveryTimeSchema),
    handler: (request) => listDeliveryTimes(app.db, signedInUserId(request)),
  });

  provider({
    method: 'POST',
    url: '/setDelivertTimes',
    summary: 'Lieferzeiten je Zone speichern (ersetzt alle)',
    body: deliveryTimesBody,
    data: z.array(deliveryTimeSchema),
    message: 'Die Lieferzeiten wurden gespeichert.',
    handler: (request) => setDeliveryTimes(app.db, signedInUserId(request), request.body.times),
  });

  providerExtension({
    method: 'GET',
    url: '/food/dish',
    summary: 'Speisekategorie, Allergene und Zusatzstoffe eines Gerichts',
    querystring: z.object({ product_id: fields.id() }),
    data: dishInfoSchema,
    handler: (request) => dishInfo(app.db, signedInUserId(request), request.query.product_id),
  });

  providerExtension({
    method: 'POST',
    url: '/food/dish',
    summary: 'Speisekategorie, Allergene (LMIV) und Zusatzstoffe eines Gerichts speichern',
    body: z
      .object({
        product_id: fields.id(),
        category_id: fields.id().nullable(),
        allergens: z.array(z.enum(Object.keys(ALLERGENS) as [string, ...string[]], { message: 'Unbekanntes Allergen.' })).max(14),
        additives: z.array(z.enum(Object.keys(ADDITIVES) as [string, ...string[]], { message: 'Unbekannter Zusatzstoff.' })).max(12),
      })
      .strict(),
    data: dishInfoSchema,
    message: 'Das Gericht wurde gespeichert.',
    handler: (request) => setDishInfo(app.db, signedInUserId(request), request.body),
  });
};

export default settingsRoutes;
