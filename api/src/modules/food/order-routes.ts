import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FOOD_ITEM_STATUSES } from '../../db/schema/food';
import { ok, successSchema, writtenAsBuilt } from '../../http/envelope';
import { pageMeta, pageOf, pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { signedInUser, signedInUserId } from '../../plugins/access';
import { wholeNumber } from '../shop/public';
import { publishFoodEvents } from './events';
import { foodOrderPageSchema, foodOrderSchema, foodStatus, orderId, tags } from './schemas';
import {
  BOARD_TABS,
  boardPage,
  changeItemStatus,
  changeStatus,
  changeTrack,
  DELIVERY_STATUS_FILTER,
  pageFoodOrders,
  viewFoodOrder,
  type BoardTab,
} from './service';

/** Food orders, for the customer and the provider. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    return { id: user.id, role: user.role === 'Company' ? ('Company' as const) : ('User' as const) };
  };

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
      const page = pageOf(request.query);
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
      const page = pageOf(request.query);
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
};

export default orderRoutes;
