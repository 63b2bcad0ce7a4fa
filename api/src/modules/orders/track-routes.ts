import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { fields } from '../../http/validation';
import { ValidationError } from '../../http/errors';
import { VENDOR_ORDER_STATUSES } from '../../db/schema/orders';
import { signedInUser, signedInUserId } from '../../plugins/access';
import { presentProviderOrderListItem } from './presenters';
import { listRowOf, providerParcels, shippingQueue } from './provider';
import { orderShippingsSchema, trackSchema } from './schemas';
import { addTrack, CARRIER_CODES, presentTrack, trackEmail, trackingUrl, tracksFor } from './tracks';
import { blankToUndefined, STATUS_DESCRIPTION, tags } from './route-fields';

const trackBody = z.object({
  shop_vendor_order_id: fields.id(),
  /** Accepted for the spec's field list; the vendor order decides the order. */
  order_id: fields.id().optional(),
  title: fields.optionalText(120),
  detail: fields.optionalText(1000),
  carrier: z.preprocess(
    blankToUndefined,
    z.enum(CARRIER_CODES, { error: `Bitte wählen Sie einen Versanddienstleister (${CARRIER_CODES.join(', ')}).` }).nullish(),
  ),
  tracking_number: z.preprocess(
    blankToUndefined,
    fields
      .text()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, 'Die Sendungsnummer besteht aus 4 bis 40 Buchstaben, Ziffern oder Bindestrichen.')
      .nullish(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(VENDOR_ORDER_STATUSES, { error: 'Bitte wählen Sie einen gültigen Bestellstatus.' }).nullish(),
  ),
});

/** Shipping steps of a vendor order (tracks) and the provider's shipping page. */
export function registerTrackRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.post(
    '/api/order-track',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Sendungsschritt zu einer eigenen Teilbestellung; mit `status` wird sie zugleich weitergesetzt',
        description: `Kunde erhält eine Benachrichtigung (Typ \`order_status\`) und eine E-Mail. Versanddienstleister: ${CARRIER_CODES.join(', ')}.\n\n${STATUS_DESCRIPTION}`,
        body: trackBody,
        response: { 201: successSchema(trackSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (!input.title && !input.status) {
        throw ValidationError.field('title', 'Bitte geben Sie einen Titel an oder wählen Sie einen neuen Status.');
      }
      const result = await addTrack(app.db, signedInUserId(request), {
        vendorOrderId: input.shop_vendor_order_id,
        title: input.title,
        detail: input.detail,
        carrier: input.carrier ?? null,
        trackingNumber: input.tracking_number ?? null,
        status: input.status ?? null,
      });
      try {
        await app.outbox.sendEmail(trackEmail(app.appConfig, result));
      } catch (error) {
        request.log.error({ err: error }, 'E-Mail zum Sendungsschritt konnte nicht versendet werden');
      }
      reply.code(201);
      return ok(presentTrack(result.track), result.track.status ? 'Der Status wurde geändert.' : 'Der Sendungsschritt wurde gespeichert.');
    },
  );

  const userRoutes = routeGroup(app, { tags, config: { access: 'user' } });
  const provider = routeGroup(app, { tags, config: { access: 'provider' } });

  userRoutes({
    method: 'GET',
    url: '/api/shop/order-tracks',
    summary: 'Sendungsschritte einer Teilbestellung (für ihren Kunden oder ihren Anbieter)',
    querystring: z.object({ shop_vendor_order_id: fields.id() }),
    data: z.array(trackSchema),
    handler: async (request) => {
      const user = signedInUser(request);
      return (await tracksFor(app.db, user, request.query.shop_vendor_order_id)).map(presentTrack);
    },
  });

  provider({
    method: 'GET',
    url: '/api/shop/order-shippings',
    summary: 'Versand: bestätigte Teilbestellungen zum Versenden (älteste zuerst) und Pakete mit Sendungsverfolgung',
    data: orderShippingsSchema,
    handler: async (request) => {
      const id = signedInUserId(request);
      const queue = await shippingQueue(app.db, id);
      const parcels = await providerParcels(app.db, id);
      return {
        queue: queue.map((full) => presentProviderOrderListItem(listRowOf(full))),
        parcels: parcels.map((row) => ({
          ...presentTrack(row.track),
          vendor_order_number: row.vendorOrderNumber,
          vendor_order_status: row.vendorStatus,
          tracking_url: trackingUrl(row.track.carrier, row.track.trackingNumber),
        })),
      };
    },
  });
}
