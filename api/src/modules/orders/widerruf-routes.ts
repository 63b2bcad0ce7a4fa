import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { fields } from '../../http/validation';
import { declareWiderruf, orderForWiderruf, presentRevocation, presentWiderrufOrder, sendWiderrufEmails } from './revocations';
import { revocationSchema, widerrufOrderSchema } from './schemas';
import { itemQuantity, tags } from './route-fields';

const widerrufLookupBody = z.object({
  order_number: fields.text().trim().min(1, 'Bitte geben Sie Ihre Bestellnummer an.').max(40, 'Die Bestellnummer ist zu lang.'),
  email: fields.email(),
});

const widerrufBody = z.object({
  order_number: widerrufLookupBody.shape.order_number,
  /** The e-mail address the order was placed with. */
  order_email: fields.email(),
  shop_vendor_order_id: fields.id(),
  lines: z.array(itemQuantity).max(200, 'Zu viele Positionen.').default([]),
  name: fields.requiredText(120),
  email: fields.email(),
});

const WIDERRUF_DESCRIPTION =
  'Widerrufsbutton (§ 356a BGB): ohne Anmeldung mit Bestellnummer und der E-Mail-Adresse der Bestellung. Möglich bis 14 Tage nach Lieferung (Abschluss der Teilbestellung); frisch zubereitete Speisen sind ausgeschlossen (§ 312g BGB). Die Eingangsbestätigung mit Erklärung und Eingangszeit (Europe/Berlin) geht sofort per E-Mail; der Anbieter wird benachrichtigt.';

/** The Widerruf button (§ 356a BGB): find the order, then declare the Widerruf — without signing in. */
export function registerWiderrufRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const open = routeGroup(app, { tags, config: { access: 'public' } });

  open({
    method: 'POST',
    url: '/widerruf/lookup',
    summary: 'Widerruf, Schritt 1: Bestellung mit Bestellnummer und E-Mail-Adresse finden',
    description: WIDERRUF_DESCRIPTION,
    body: widerrufLookupBody,
    data: widerrufOrderSchema,
    handler: async (request) => presentWiderrufOrder(await orderForWiderruf(app.db, request.body.order_number, request.body.email)),
  });

  app.post(
    '/widerruf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Widerruf, Schritt 2: „Widerruf bestätigen“ für eine Teilbestellung (ganz oder einzelne Positionen)',
        description: WIDERRUF_DESCRIPTION,
        body: widerrufBody,
        response: { 201: successSchema(revocationSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const result = await declareWiderruf(app.db, {
        orderNumber: input.order_number,
        orderEmail: input.order_email,
        vendorOrderId: input.shop_vendor_order_id,
        lines: input.lines,
        name: input.name,
        email: input.email,
        userId: request.user && request.user.role === 'User' ? request.user.id : null,
      });
      try {
        await sendWiderrufEmails(app.db, app.outbox, app.appConfig, result);
      } catch (error) {
        request.log.error({ err: error }, 'Widerrufsbestätigung konnte nicht versendet werden');
      }
      reply.code(201);
      return ok(
        presentRevocation(result.revocation),
        'Ihr Widerruf ist eingegangen. Die Bestätigung haben wir Ihnen per E-Mail geschickt.',
      );
    },
  );
}
