import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, successSchema } from '../../http/envelope';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { readPage } from '../../http/pagination';
import { idParams } from '../../http/validation';
import { signedInStaff, signedInUser, signedInUserId } from '../../plugins/access';
import { refundForDispute } from '../orders/public';
import { disputePhotoList, readDisputeForm, requestPhotos, storeDisputePhotos } from './photos';
import {
  adminDisputeDetailSchema,
  adminListQuery,
  answerBody,
  customerListQuery,
  decisionBody,
  disputeDetailSchema,
  disputeSchema,
  openDisputeBody,
  providerListQuery,
} from './schemas';
import {
  adminDisputes,
  answerDispute,
  customerDisputes,
  deciderName,
  decideDispute,
  disputeFor,
  type DisputeRow,
  openDispute,
  presentDispute,
  providerDisputes,
  withdrawDispute,
} from './service';

const tags = ['Streitfälle'];

const RULES =
  'Zustände: `open` (Anbieter kann 5 Tage Stellung nehmen) → `answered` → `decided` (Support); `open`/`answered` → `withdrawn` (Kunde). Möglich für eine Erstattung (auch die eines Widerrufs), die der Anbieter abgelehnt oder 7 Tage nicht beantwortet hat; je Erstattung höchstens ein laufender Fall.';

/** Disputes („Marktplatz einschalten“), README.md of this folder. */
const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  const withPhotos = async (row: DisputeRow) => ({ ...presentDispute(row), photos: await disputePhotoList(app.db, app.appConfig, row.id) });

  app.post(
    '/disputes',
    {
      config: { access: 'customer', extension: true },
      preValidation: readDisputeForm,
      schema: {
        tags,
        summary: 'Marktplatz einschalten: Fall zu einer abgelehnten oder unbeantworteten Erstattung eröffnen',
        description: `${RULES}\n\n\`refund_id\` oder \`vendor_order_id\` (dann die neueste Erstattung der Teilbestellung, die möglich ist), \`statement\` (mindestens 20 Zeichen), \`amount_claimed\` (optional; Cent als Zahl oder Euro als Text „24,90“; höchstens der Betrag der Erstattung). Als JSON oder multipart/form-data mit bis zu 5 Fotos \`photos\` (jpg, jpeg, png, webp; je höchstens 5 MB; private Ablage).`,
        consumes: ['application/json', 'multipart/form-data'],
        body: openDisputeBody,
        response: { 201: successSchema(disputeDetailSchema) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const row = await openDispute(app.db, app.appConfig, signedInUserId(request), {
        refundId: input.refund_id,
        vendorOrderId: input.vendor_order_id,
        statement: input.statement,
        claimedCents: input.amount_claimed,
      });
      await storeDisputePhotos(app.db, app.appConfig, row.id, 'customer', requestPhotos(request));
      reply.code(201);
      return ok(await withPhotos(row), 'Der Marktplatz ist eingeschaltet. Der Anbieter hat 5 Tage Zeit für seine Stellungnahme.');
    },
  );

  const customerLists = pagedRouteGroup(app, { tags, config: { access: 'customer', extension: true } });
  customerLists({
    method: 'GET',
    url: '/disputes',
    summary: 'Eigene Fälle, neueste zuerst (`order_number`: nur die einer Bestellung)',
    querystring: customerListQuery,
    item: disputeSchema,
    handler: (request) =>
      readPage(
        request.query,
        (page) => customerDisputes(app.db, signedInUserId(request), request.query.order_number, page),
        (row) => presentDispute(row),
      ),
  });

  routeGroup(app, { tags, config: { access: 'user', extension: true } })({
    method: 'GET',
    url: '/disputes/:id',
    summary: 'Ein Fall mit Fotos, für seine Kundin/seinen Kunden oder seinen Anbieter (sonst 404)',
    params: idParams,
    data: disputeDetailSchema,
    handler: async (request) => withPhotos(await disputeFor(app.db, request.params.id, signedInUser(request))),
  });

  routeGroup(app, { tags, config: { access: 'customer', extension: true } })({
    method: 'POST',
    url: '/disputes/:id/withdraw',
    summary: 'Eigenen, noch nicht entschiedenen Fall zurückziehen',
    params: idParams,
    data: disputeDetailSchema,
    message: 'Ihr Fall wurde zurückgezogen.',
    handler: async (request) => withPhotos(await withdrawDispute(app.db, signedInUserId(request), request.params.id)),
  });

  app.post(
    '/disputes/:id/answer',
    {
      config: { access: 'provider', extension: true },
      preValidation: readDisputeForm,
      schema: {
        tags,
        summary: 'Stellungnahme des Anbieters (einmal; mindestens 20 Zeichen; bis zu 5 Fotos)',
        description: `${RULES}\n\nAls JSON oder multipart/form-data (\`statement\`, \`photos\`). Nach der Frist noch möglich, solange der Support nicht entschieden hat.`,
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        body: answerBody,
        response: { 200: successSchema(disputeDetailSchema) },
      },
    },
    async (request) => {
      const row = await answerDispute(app.db, signedInUserId(request), request.params.id, request.body.statement);
      await storeDisputePhotos(app.db, app.appConfig, row.id, 'provider', requestPhotos(request));
      return ok(await withPhotos(row), 'Ihre Stellungnahme ist eingegangen. Der Marktplatz entscheidet.');
    },
  );

  pagedRouteGroup(app, { tags, config: { access: 'provider', extension: true } })({
    method: 'GET',
    url: '/provider/disputes',
    summary: 'Fälle zu eigenen Bestellungen (`status=active`: offene, nach Frist; `all`: alle, neueste zuerst)',
    querystring: providerListQuery,
    item: disputeSchema,
    handler: (request) =>
      readPage(
        request.query,
        (page) => providerDisputes(app.db, signedInUserId(request), request.query.status === 'active', page),
        (row) => presentDispute(row),
      ),
  });

  // --- Back office, support ------------------------------------------------------------------------------------
  const support = { access: 'staff:support' as const, extension: true };
  const supportRoute = routeGroup(app, { tags, config: support });
  const withDecision = async (row: DisputeRow) => ({
    ...(await withPhotos(row)),
    decided_by: await deciderName(app.db, row),
    refund: await refundForDispute(app.db, app.appConfig, row.refundId),
  });

  pagedRouteGroup(app, { tags, config: support })({
    method: 'GET',
    url: '/admin/disputes',
    summary: 'Support: Streitfälle mit Fristen',
    description:
      '`status`: `active` (offen oder beantwortet, nach Frist des Anbieters), `decidable` (beantwortet oder Frist abgelaufen), `decided`, `withdrawn`, `all`.',
    querystring: adminListQuery,
    item: disputeSchema,
    handler: (request) =>
      readPage(
        request.query,
        (page) => adminDisputes(app.db, request.query.status, page),
        (row) => presentDispute(row),
      ),
  });

  supportRoute({
    method: 'GET',
    url: '/admin/disputes/:id',
    summary: 'Support: ein Streitfall mit beiden Stellungnahmen, Fotos und der Erstattung',
    params: idParams,
    data: adminDisputeDetailSchema,
    handler: async (request) => withDecision(await disputeFor(app.db, request.params.id, null)),
  });

  supportRoute({
    method: 'POST',
    url: '/admin/disputes/:id/decision',
    summary: 'Support: entscheiden (volle Erstattung, Teilerstattung oder Ablehnung) mit Begründung',
    description:
      '`outcome`: `refund_full` (der geforderte Betrag), `refund_partial` (`amount`: Cent als Zahl oder Euro als Text, unter dem geforderten Betrag), `rejected`. `reason` mindestens 20 Zeichen; beide Seiten erhalten sie per E-Mail. Die Erstattung wird in derselben Transaktion aus dem Guthaben des Anbieters gebucht (Rechnungskorrektur, Hauptbuch, Zahlstatus) und im Audit-Protokoll vermerkt. Erst möglich, wenn der Anbieter geantwortet hat oder seine Frist abgelaufen ist.',
    params: idParams,
    body: decisionBody,
    data: adminDisputeDetailSchema,
    message: 'Die Entscheidung ist gespeichert; beide Seiten wurden per E-Mail informiert.',
    handler: async (request) => {
      const { outcome, amount: amountCents, reason } = request.body;
      const row = await decideDispute(
        app.db,
        app.appConfig,
        signedInStaff(request),
        request.params.id,
        { outcome, amountCents, reason },
        request.ip,
      );
      return withDecision(row);
    },
  });
};

export default disputeRoutes;
