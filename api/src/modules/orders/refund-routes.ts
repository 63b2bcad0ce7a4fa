import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { pageQuery, readPage } from '../../http/pagination';
import { fields, idQuery } from '../../http/validation';
import { euroCents } from '../../lib/money';
import { ValidationError } from '../../http/errors';
import { signedInUser, signedInUserId } from '../../plugins/access';
import {
  cancelRefund,
  decideRefund,
  pageRefunds,
  presentRefund,
  presentRefundDetail,
  REFUND_REASON_CODES,
  REFUND_REASONS,
  refundableLines,
  refundDetail,
  requestRefund,
} from './refunds';
import { readRefundForm, refundPhotos, requestPhotos, storeRefundPhotos } from './refund-photos';
import { refundDetailSchema, refundReasonSchema, refundSchema } from './schemas';
import { itemQuantity, orderNumberParams, tags } from './route-fields';

const REFUND_DESCRIPTION =
  'Zustände: `requested` (Beantragt) → `accepted` (Angenommen, Betrag ≤ beantragt) → `refunded` (Erstattet; erzeugt eine Rechnungskorrektur); `requested` → `rejected` (Abgelehnt, mit Grund) | `cancelled` (vom Kunden zurückgezogen). Je Position nie mehr als bezahlt (die Teilbestellung ist beim Prüfen gesperrt). Ein Widerruf legt eine Erstattung mit Grund `widerruf` an (inkl. Standardversand, wenn alles widerrufen ist).';

const refundLines = z.array(itemQuantity).min(1, 'Bitte wählen Sie mindestens einen Artikel.').max(200, 'Zu viele Positionen.');

/** A refund amount typed by the provider, in cents. */
const euroAmount = euroCents();

/** Refunds: reasons, refundable lines, the customer's request and cancellation, the provider's decision. */
export function registerRefundRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const open = routeGroup(app, { tags, config: { access: 'public' } });
  const userLists = pagedRouteGroup(app, { tags, config: { access: 'user' } });
  const user = routeGroup(app, { tags, config: { access: 'user' } });
  const customerExtension = routeGroup(app, { tags, config: { access: 'customer', extension: true } });

  open({
    method: 'GET',
    url: '/refundTypeReasons',
    summary: 'Gründe für eine Erstattung',
    description: REFUND_DESCRIPTION,
    data: z.array(refundReasonSchema),
    handler: async () => REFUND_REASON_CODES.map((code) => ({ code, label: REFUND_REASONS[code] })),
  });

  app.get(
    '/refundProductsList',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Positionen einer eigenen Bestellung mit dem noch erstattbaren Rest',
        querystring: z.object({ order_number: orderNumberParams.shape.order_number }),
      },
    },
    async (request) => ok(await refundableLines(app.db, signedInUserId(request), request.query.order_number)),
  );

  app.post(
    '/refund-process',
    {
      config: { access: 'customer' },
      preValidation: readRefundForm,
      schema: {
        tags,
        summary: 'Erstattung beantragen (Positionen, Stückzahlen, Grund, Kommentar, Fotos)',
        description: `${REFUND_DESCRIPTION}\n\nAls JSON oder als multipart/form-data mit bis zu 5 Fotos \`photos\` (jpg, jpeg, png, webp; je höchstens 5 MB) und \`lines\` als JSON-Text oder \`lines[0][item_id]\`, \`lines[0][qty]\`. Die Fotos liegen in der privaten Dateiablage; nur Kunde und Anbieter sehen sie (\`photos[].url\`, befristet signiert).`,
        consumes: ['application/json', 'multipart/form-data'],
        body: z.object({
          shop_vendor_order_id: fields.id(),
          reason: z.enum(REFUND_REASON_CODES, { error: 'Bitte wählen Sie einen Grund.' }),
          comment: fields.optionalText(2000),
          lines: refundLines,
        }),
        response: { 201: successSchema(refundDetailSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const refund = await requestRefund(app.db, {
        userId: signedInUserId(request),
        vendorOrderId: input.shop_vendor_order_id,
        reason: input.reason,
        comment: input.comment ?? '',
        lines: input.lines,
      });
      await storeRefundPhotos(app.db, app.appConfig, refund.id, requestPhotos(request));
      reply.code(201);
      return ok(
        {
          ...presentRefundDetail(await refundDetail(app.db, signedInUser(request), refund.id)),
          photos: await refundPhotos(app.db, app.appConfig, refund.id),
        },
        'Ihre Erstattung wurde beantragt. Der Anbieter meldet sich.',
      );
    },
  );

  userLists({
    method: 'GET',
    url: '/getRefundListofItems',
    summary: 'Erstattungen: eigene Anträge (Kunde) oder eingegangene (Anbieter), neueste zuerst (10 je Seite)',
    description: REFUND_DESCRIPTION,
    querystring: pageQuery(10),
    item: refundSchema,
    handler: (request) => readPage(request.query, (page) => pageRefunds(app.db, signedInUser(request), page), presentRefund),
  });

  user({
    method: 'GET',
    url: '/getDetailOfRefundItem',
    summary: 'Eine Erstattung mit ihren Positionen (für ihren Kunden oder Anbieter)',
    description: REFUND_DESCRIPTION,
    querystring: idQuery,
    data: refundDetailSchema,
    handler: async (request) => {
      const detail = presentRefundDetail(await refundDetail(app.db, signedInUser(request), request.query.id));
      return { ...detail, photos: await refundPhotos(app.db, app.appConfig, request.query.id) };
    },
  });

  app.post(
    '/acceptRefundItem',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Erstattung annehmen (Betrag), ablehnen (mit Grund) oder als erstattet melden',
        description: REFUND_DESCRIPTION,
        body: z.object({
          id: fields.id(),
          action: z
            .enum(['accept', 'reject', 'refunded'], { error: 'Bitte wählen Sie „accept“, „reject“ oder „refunded“.' })
            .default('accept'),
          amount: euroAmount.optional(),
          reason: fields.optionalText(1000),
        }),
        response: { 200: successSchema(refundDetailSchema) },
      },
    },
    async (request) => {
      const input = request.body;
      if (input.action === 'reject' && !input.reason)
        throw ValidationError.field('reason', 'Bitte geben Sie an, warum Sie die Erstattung ablehnen.');
      const decision =
        input.action === 'accept'
          ? { action: 'accept' as const, amountCents: input.amount ?? null }
          : input.action === 'reject'
            ? { action: 'reject' as const, reason: input.reason ?? '' }
            : { action: 'refunded' as const };
      const refund = await decideRefund(app.db, signedInUserId(request), input.id, decision);
      const messages = {
        accepted: 'Die Erstattung wurde angenommen.',
        rejected: 'Die Erstattung wurde abgelehnt.',
        refunded: 'Die Erstattung ist als erstattet gebucht.',
      } as const;
      return ok(
        presentRefundDetail(await refundDetail(app.db, signedInUser(request), refund.id)),
        messages[refund.status as keyof typeof messages] ?? 'Gespeichert.',
      );
    },
  );

  customerExtension({
    method: 'POST',
    url: '/cancelRefundItem',
    summary: 'Eigenen, noch nicht entschiedenen Erstattungsantrag zurückziehen',
    description: REFUND_DESCRIPTION,
    body: idQuery,
    data: refundDetailSchema,
    message: 'Ihr Antrag wurde zurückgezogen.',
    handler: async (request) => {
      const refund = await cancelRefund(app.db, signedInUserId(request), request.body.id);
      return presentRefundDetail(await refundDetail(app.db, signedInUser(request), refund.id));
    },
  });
}
