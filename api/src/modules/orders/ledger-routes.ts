import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { pageMeta, pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { euroCents } from '../../lib/money';
import { eq } from 'drizzle-orm';
import { shopOrders } from '../../db/schema';
import {
  pageLedger,
  pageWithdrawals,
  payoutByStatement,
  payoutInfo,
  presentWithdrawal,
  requestWithdrawal,
  savePayoutAccount,
} from './ledger';
import { registerPayoutRoutes } from './payouts';
import { ledgerEntrySchema, payoutAccountSchema, payoutInfoSchema, withdrawalSchema } from './schemas';
import { ORDER_NOT_FOUND, recordPaymentReceived } from './service';
import { signedInStaff, signedInUserId } from '../../plugins/access';
import { audit } from '../staff/public';

const tags = ['Guthaben und Auszahlungen'];

/**
 * The withdraw amount (spec 02 §6: "converted to a decimal, 0 if empty"): a number or German/English text with at
 * most two decimals; empty → 0 (refused by the service with a German message); anything else → German 422.
 */
const withdrawAmount = euroCents({ emptyCents: 0 });

const withdrawBody = z.object({
  method: fields.text().trim().max(40).default('bank_transfer'),
  amount: withdrawAmount,
  reference: fields.optionalText(140).transform((value) => value ?? ''),
});

const accountBody = z.object({
  account_holder: fields.requiredText(70),
  iban: fields.text().trim().min(1, 'Bitte geben Sie Ihre IBAN ein.').max(42, 'Die IBAN ist zu lang.'),
  bic: fields.optionalText(11),
});

const payoutsQuery = pageQuery(10).extend({ invoice_number: fields.optionalText(40) });

const transferBody = z.object({ order_number: fields.requiredText(40) });

/** Balances, withdrawals and payouts (spec 02 §7 "Withdrawals", "Payouts and loans"). */
export function registerLedgerRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const provider = { access: 'provider' as const };
  const settings = app.appConfig.payouts;

  app.post(
    '/shop/provider/withdraw',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Auszahlung beantragen (method, amount in EUR, reference); nie mehr als verfügbar',
        body: withdrawBody,
        response: { 201: successSchema(withdrawalSchema) },
      },
    },
    async (request, reply) => {
      const withdrawal = await requestWithdrawal(app.db, settings, signedInUserId(request), {
        method: request.body.method,
        amountCents: request.body.amount,
        reference: request.body.reference,
      });
      return reply.status(201).send(ok(presentWithdrawal(withdrawal), 'Ihre Auszahlung wurde beantragt.'));
    },
  );

  app.get(
    '/shop/provider/withdraws',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Eigene Auszahlungsanträge, neueste zuerst',
        querystring: pageQuery(10),
        response: { 200: pageSuccessSchema(withdrawalSchema) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await pageWithdrawals(app.db, signedInUserId(request), { page, perPage });
      return okPage(rows, pageMeta({ page, perPage }, total));
    },
  );

  app.get(
    '/payoutsList',
    {
      config: provider,
      schema: {
        tags,
        summary: 'Ausgezahlte Beträge (invoice_number = Auszahlungsbeleg); mit invoice_number genau dieser',
        querystring: payoutsQuery,
        response: { 200: pageSuccessSchema(withdrawalSchema) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, invoice_number: statement } = request.query;
      const id = signedInUserId(request);
      if (statement) return okPage([await payoutByStatement(app.db, id, statement)], pageMeta({ page: 1, perPage }, 1));
      const { rows, total } = await pageWithdrawals(app.db, id, { page, perPage }, ['paid', 'failed']);
      return okPage(rows, pageMeta({ page, perPage }, total));
    },
  );

  app.get(
    '/getPayoutsinfo',
    {
      config: provider,
      schema: { tags, summary: 'Verfügbar, vorgemerkt, Auszahlungskonto', response: { 200: successSchema(payoutInfoSchema) } },
    },
    async (request) => ok(await payoutInfo(app.db, settings, signedInUserId(request))),
  );

  app.post(
    '/savePayoutAccount',
    {
      config: { ...provider, extension: true },
      schema: {
        tags,
        summary: 'Auszahlungskonto (IBAN wird geprüft)',
        body: accountBody,
        response: { 200: successSchema(payoutAccountSchema) },
      },
    },
    async (request) => ok(await savePayoutAccount(app.db, signedInUserId(request), request.body), 'Ihre Bankverbindung wurde gespeichert.'),
  );

  app.get(
    '/ledgerEntries',
    {
      config: { ...provider, extension: true },
      schema: {
        tags,
        summary: 'Kontoauszug: Buchungen des Guthabens, neueste zuerst',
        querystring: pageQuery(20),
        response: { 200: pageSuccessSchema(ledgerEntrySchema) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await pageLedger(app.db, signedInUserId(request), { page, perPage });
      return okPage(rows, pageMeta({ page, perPage }, total));
    },
  );

  // --- Back office, finance (`api/scripts/payouts.mjs` with a personal staff token) -----------------------------
  // Each call is a staff action: the member from the session or API token, an audit entry in the transaction of
  // the change (staff module README).
  const finance = { access: 'staff:finance' as const, extension: true };

  app.post(
    '/admin/payouts/transfer-received',
    {
      config: finance,
      schema: { tags, summary: 'Finanzen: Zahlungseingang einer Bestellung verbuchen (Überweisung der Kundin)', body: transferBody },
    },
    async (request) => {
      const member = signedInStaff(request);
      const updated = await app.db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: shopOrders.id, paymentStatus: shopOrders.paymentStatus, paidCents: shopOrders.paidCents })
          .from(shopOrders)
          .where(eq(shopOrders.orderNumber, request.body.order_number))
          .limit(1);
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
        const row = await recordPaymentReceived(tx, order.id, { commissionBasisPoints: settings.commissionBasisPoints });
        await audit(tx, {
          actor: member,
          action: 'payouts.transfer_received',
          recordType: 'order',
          recordId: row.orderNumber,
          before: { payment_status: order.paymentStatus, paid_cents: order.paidCents },
          after: { payment_status: row.paymentStatus, paid_cents: row.paidCents },
          ip: request.ip,
        });
        return row;
      });
      return ok({ order_number: updated.orderNumber, payment_status: updated.paymentStatus }, 'Der Zahlungseingang wurde verbucht.');
    },
  );
  // Payout runs (four-eyes rule) and returned transfers: payouts.ts.
  registerPayoutRoutes(app);
}
