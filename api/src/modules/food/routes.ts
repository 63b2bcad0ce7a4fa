import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FOOD_ITEM_STATUSES, FOOD_ORDER_STATUSES } from '../../db/schema';
import { ok, successSchema, writtenAsBuilt } from '../../http/envelope';
import { ForbiddenError, UnauthorizedError } from '../../http/errors';
import { pageMeta, pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { signedInUser, signedInUserId } from '../../plugins/access';
import { FOREIGN_CART, mayUseCartKey } from '../checkout/public';
import { moneyCents, wholeNumber } from '../shop/public';
import { publishFoodEvents, registerFoodStream } from './events';
import {
  ALLERGENS,
  ADDITIVES,
  BOARD_TABS,
  type BoardTab,
  boardPage,
  changeItemStatus,
  changeStatus,
  cartSlotChoices,
  changeTrack,
  deliveryAreaCheck,
  chooseSlot,
  DELIVERY_STATUS_FILTER,
  dishInfo,
  foodProviderBySlug,
  GASTRO_TAGS,
  listCategories,
  listDeliveryTimes,
  orderingSettings,
  pageFoodOrders,
  presentGastro,
  setDeliveryTimes,
  setDishInfo,
  setGastro,
  setOrderingSettings,
  settingsOf,
  slotChoice,
  storeCategory,
  viewFoodOrder,
} from './service';
import {
  cartSlotSchema,
  deliveryAreaSchema,
  deliveryTimeSchema,
  dishInfoSchema,
  foodCategorySchema,
  foodOrderPageSchema,
  foodOrderSchema,
  foodProviderSchema,
  gastroSettingsSchema,
  orderingSettingsSchema,
  slotChoiceSchema,
  ticketSchema,
} from './wire';

const tags = ['Essen'];
const TIME_MESSAGE = 'Bitte geben Sie eine Uhrzeit im Format HH:MM zwischen 00:00 und 23:59 an.';
const time = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);
const POSTAL_MESSAGE = 'Bitte geben Sie eine fünfstellige Postleitzahl an.';
const postalCode = () => z.string().regex(/^\d{5}$/, POSTAL_MESSAGE);
const foodStatus = z.enum(FOOD_ORDER_STATUSES, { message: 'Der Status ist ungültig.' });
const orderId = fields.id();

const gastroBody = z
  .object({
    cuisine_tags: z
      .array(z.enum(GASTRO_TAGS, { message: 'Bitte wählen Sie Küchen aus der Liste.' }))
      .max(16)
      .optional(),
    minimum_order: moneyCents(100_000).optional(),
    delivery_fee: moneyCents(10_000).optional(),
    free_delivery_from: moneyCents(100_000).nullable().optional(),
    delivery_postal_codes: z.array(postalCode()).max(200).optional(),
    delivery_radius_km: wholeNumber(1, 50).nullable().optional(),
    delivery: fields.flag().optional(),
    pickup: fields.flag().optional(),
    cash_on_delivery: fields.flag().optional(),
  })
  .strict();

const settingsBody = z
  .object({
    ordering_open: fields.flag().optional(),
    auto_accept: fields.flag().optional(),
    preparation_time: wholeNumber(5, 180).optional(),
    order_sound: fields.flag().optional(),
  })
  .strict();

const categoryBody = z
  .object({
    id: fields.id().optional(),
    name: fields.requiredText(80).optional(),
    position: wholeNumber(0, 1000).optional(),
    delete: fields.flag().optional(),
  })
  .strict();

const deliveryTimesBody = z
  .object({
    times: z
      .array(
        z
          .object({
            zone: fields.requiredText(80),
            preparation_minutes: wholeNumber(0, 240),
            delivery_minutes: wholeNumber(0, 240),
            last_order_time: time().nullable().optional(),
          })
          .strict(),
      )
      .max(20),
  })
  .strict();

const SLOT_MESSAGE = 'Bitte wählen Sie eine Liefer- oder Abholzeit aus der Liste.';
const CART_KEY_MESSAGE = 'Bitte geben Sie einen gültigen Warenkorb-Schlüssel (cart_key) an.';
const cartKey = () => z.uuid({ message: CART_KEY_MESSAGE });
const slotQuery = z.object({
  provider_id: fields.id(),
  mode: z.enum(['delivery', 'pickup'], { message: 'Bitte wählen Sie Lieferung oder Abholung.' }).default('delivery'),
  postal_code: postalCode().optional(),
  cart_key: cartKey().optional(),
});
const slotBody = slotQuery
  .extend({
    cart_key: cartKey(),
    slot_at: z.iso.datetime({ offset: true, message: SLOT_MESSAGE }).nullable(),
  })
  .strict();

/*
 * The order lists' answers are written as built (`writtenAsBuilt`) (`pageFoodOrders` builds them typed to `foodOrderPageSchema`; a
 * test checks an answer against it): checking and copying 50 cards through zod cost a quarter of the API's time per
 * board reload (README, benchmark). The board tab's answer is sent as JSON text around the page's cards, which
 * `boardPage` keeps as text while the board version is unchanged. The schema still documents the answer in the
 * OpenAPI contract.
 */

/** The slot calls' wire names → the service's. */
function slotQueryOf(input: z.infer<typeof slotQuery>) {
  return { providerId: input.provider_id, mode: input.mode, postalCode: input.postal_code, cartKey: input.cart_key };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const stream = registerFoodStream(app);
  const viewer = (request: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    return { id: user.id, role: user.role === 'Company' ? ('Company' as const) : ('User' as const) };
  };

  // --- customer side -----------------------------------------------------------------------------------------
  app.get(
    '/getGastroTags',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Küchen (Gastro-Tags) der Essenssuche', response: { 200: successSchema(z.array(z.string())) } },
    },
    async () => ok([...GASTRO_TAGS]),
  );

  app.get(
    '/food/allergens',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Allergene (LMIV) und Zusatzstoffe zur Auswahl',
        response: {
          200: successSchema(z.object({ allergens: z.record(z.string(), z.string()), additives: z.record(z.string(), z.string()) })),
        },
      },
    },
    async () => ok({ allergens: ALLERGENS, additives: ADDITIVES }),
  );

  app.get(
    '/food/slots',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary:
          'Wählbare Liefer- oder Abholzeiten eines Restaurants (heute und morgen, Viertelstunden, Europe/Berlin) und die Wahl des Warenkorbs',
        querystring: slotQuery,
        response: { 200: successSchema(slotChoiceSchema) },
      },
    },
    async (request) => {
      const query = slotQueryOf(request.query);
      // another customer's cart: 403 for a customer, read as no cart for anyone else (the cart module's rule)
      if (query.cartKey && !(await mayUseCartKey(app.db, query.cartKey, request.user))) query.cartKey = undefined;
      return ok(await slotChoice(app.db, query));
    },
  );

  app.post(
    '/food/slot',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Liefer- oder Abholzeit für die Gerichte eines Restaurants im Warenkorb wählen (null = so bald wie möglich)',
        body: slotBody,
        response: { 200: successSchema(slotChoiceSchema) },
      },
    },
    async (request) => {
      // Only the cart's owner (or anyone, for a guest cart) chooses its times: another customer's cart → 403.
      if (!(await mayUseCartKey(app.db, request.body.cart_key, request.user))) throw new ForbiddenError(FOREIGN_CART);
      return ok(
        await chooseSlot(app.db, {
          ...slotQueryOf(request.body),
          cartKey: request.body.cart_key,
          slotAt: request.body.slot_at === null ? null : new Date(request.body.slot_at),
        }),
        request.body.slot_at === null ? 'Ihr Essen kommt so bald wie möglich.' : 'Die Zeit wurde gespeichert.',
      );
    },
  );

  app.get(
    '/food/delivery-area',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary:
          'Liefern die Restaurants unter diesen Anbietern an die Postleitzahl? (Prüfung bei der Wahl der Lieferadresse; Anbieter ohne Essen entfallen)',
        querystring: z.object({
          provider_ids: z
            .string()
            .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Bitte geben Sie Anbieter-IDs durch Komma getrennt an.')
            .transform((value) => [...new Set(value.split(',').map(Number))]),
          postal_code: postalCode(),
        }),
        response: { 200: successSchema(z.array(deliveryAreaSchema)) },
      },
    },
    async (request) => ok(await deliveryAreaCheck(app.db, request.query.provider_ids, request.query.postal_code)),
  );

  app.get(
    '/food/cart-slots',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary: 'Die im Warenkorb gewählten Liefer- oder Abholzeiten je Restaurant (für die Kasse; leer: so bald wie möglich)',
        querystring: z.object({ cart_key: cartKey() }),
        response: { 200: successSchema(z.array(cartSlotSchema)) },
      },
    },
    async (request) =>
      ok((await mayUseCartKey(app.db, request.query.cart_key, request.user)) ? await cartSlotChoices(app.db, request.query.cart_key) : []),
  );

  for (const [path, withMenu] of [
    ['/api/foodProviderBySlug', false],
    ['/api/foodProviderBySlugNew', true],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: withMenu ? 'Essensanbieter mit Speisekarte nach Kategorien' : 'Essensanbieter nach Slug',
          querystring: z.object({ slug: fields.requiredText(200) }),
          response: { 200: successSchema(foodProviderSchema) },
        },
      },
      async (request) => ok(await foodProviderBySlug(app.db, request.query.slug, withMenu, new Date(), app.appConfig)),
    );
  }

  // --- orders (customer and provider) ------------------------------------------------------------------------
  app.get(
    '/getAllFoodTypeOrders',
    {
      config: { access: 'user' },
      serializerCompiler: writtenAsBuilt,
      schema: {
        tags,
        summary:
          'Essensbestellungen (Kunde: eigene; Anbieter: an ihn); delivery_status processing, confirmed, on delivery, completed, sonst alle',
        querystring: pageQuery(20).extend({ delivery_status: fields.text().max(40).optional() }),
        response: { 200: foodOrderPageSchema },
      },
    },
    async (request) => {
      const filter = DELIVERY_STATUS_FILTER[request.query.delivery_status ?? ''] ?? null;
      const page = { page: request.query.page, perPage: request.query.per_page };
      const result = await pageFoodOrders(app.db, viewer(request), { statuses: filter }, page);
      return {
        status: true as const,
        data: result.rows,
        meta: { ...pageMeta(page, result.total), tabs: result.tabs, last_event_id: result.last_event_id },
      };
    },
  );

  app.get(
    '/getFoodTypeOrders',
    {
      config: { access: 'provider' },
      serializerCompiler: writtenAsBuilt,
      schema: {
        tags,
        summary: 'Bestellübersicht eines Tabs: pending, processing, delivery, completed',
        querystring: pageQuery(20).extend({
          status: z
            .enum(Object.keys(BOARD_TABS) as [BoardTab, ...BoardTab[]], {
              message: 'Bitte wählen Sie pending, processing, delivery oder completed.',
            })
            .default('pending'),
        }),
        response: { 200: foodOrderPageSchema },
      },
    },
    async (request, reply) => {
      const page = { page: request.query.page, perPage: request.query.per_page };
      const result = await boardPage(app.db, viewer(request).id, request.query.status, page);
      const meta = { ...pageMeta(page, result.total), tabs: result.tabs, last_event_id: result.last_event_id };
      // the cards' JSON text as kept; the rest of the envelope written around it
      const body = `{"status":true,"data":${result.data},"meta":${JSON.stringify(meta)}}`;
      return reply.type('application/json; charset=utf-8').send(body as unknown as z.infer<typeof foodOrderPageSchema>);
    },
  );

  app.get(
    '/viewFoodTypeOrder',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Eine Essensbestellung',
        querystring: z.object({ id: orderId }),
        response: { 200: successSchema(foodOrderSchema) },
      },
    },
    async (request) => ok(await viewFoodOrder(app.db, viewer(request), request.query.id)),
  );

  app.post(
    '/changeStatusOfFoodOrders',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Status einer Essensbestellung ändern (falscher Schritt oder gleichzeitige Änderung → 409)',
        body: z.object({ order_id: orderId, status: foodStatus, from_status: foodStatus.optional() }).strict(),
        response: { 200: successSchema(foodOrderSchema) },
      },
    },
    async (request) => {
      const { order, events } = await changeStatus(app.db, signedInUserId(request), request.body);
      await publishFoodEvents(app.bus, events, request.log);
      return ok(order, 'Der Status wurde geändert.');
    },
  );

  app.post(
    '/changeStatusOfFoodOrderByProducts',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Status eines Gerichts: open, in_preparation, ready',
        body: z
          .object({ order_id: orderId, item_id: fields.id(), status: z.enum(FOOD_ITEM_STATUSES, { message: 'Der Status ist ungültig.' }) })
          .strict(),
        response: { 200: successSchema(foodOrderSchema) },
      },
    },
    async (request) => {
      const { order, events } = await changeItemStatus(app.db, signedInUserId(request), request.body);
      await publishFoodEvents(app.bus, events, request.log);
      return ok(order, 'Der Status des Gerichts wurde geändert.');
    },
  );

  app.post(
    '/changeFoodOrderTrack',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Lieferinformation (Fahrer unterwegs, voraussichtliche Ankunft in Minuten)',
        body: z
          .object({
            order_id: orderId,
            note: fields.requiredText(200),
            eta_minutes: wholeNumber(1, 240).optional(),
            on_the_way: fields.flag().optional(),
          })
          .strict(),
        response: { 200: successSchema(foodOrderSchema) },
      },
    },
    async (request) => {
      const { order, events } = await changeTrack(app.db, signedInUserId(request), request.body);
      await publishFoodEvents(app.bus, events, request.log);
      return ok(order, 'Die Lieferinformation wurde gespeichert.');
    },
  );

  // --- live updates --------------------------------------------------------------------------------------------
  app.post(
    '/food/events/ticket',
    {
      config: { access: 'user', extension: true },
      schema: { tags, summary: 'Einmal-Ticket (1 Minute) für den Ereignisstrom', response: { 200: successSchema(ticketSchema) } },
    },
    async (request) => ok(await app.tickets.issue(signedInUserId(request), 'food-events')),
  );

  app.get(
    '/food/events',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary:
          'Server-Sent Events der Essensbestellungen (Ticket statt Token; Nachholen ab Last-Event-ID bzw. last_event_id, ohne beides nur neue Ereignisse)',
        querystring: z.object({
          ticket: fields.requiredText(100),
          last_event_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
        }),
      },
    },
    async (request, reply) => {
      const userId = await app.tickets.redeem(request.query.ticket, 'food-events');
      if (userId === null) throw new UnauthorizedError('Das Ticket ist ungültig oder abgelaufen.');
      // Catch up after the given event; without one the stream starts now: replaying a board's whole history
      // would announce every past order as new.
      const header = request.headers['last-event-id'];
      const lastEventId =
        typeof header === 'string' && /^\d{1,10}$/.test(header.trim())
          ? Number(header.trim())
          : (request.query.last_event_id ?? Number.MAX_SAFE_INTEGER);
      reply.hijack();
      const started = await stream(userId, lastEventId, reply.raw, reply.getHeaders());
      if (!started) {
        reply.raw.writeHead(401, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify({ status: false, code: 'TOKEN_INVALID', message: 'Das Ticket ist ungültig oder abgelaufen.' }));
      }
    },
  );

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

export default routes;
