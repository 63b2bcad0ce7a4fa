import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { pageMeta, pageQuery, readPage } from '../../http/pagination';
import { fields } from '../../http/validation';
import { euroCents } from '../../lib/money';
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
import { signedInUserId } from '../../plugins/access';

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

/** Balances, withdrawals and payouts (spec 02 §7 "Withdrawals", "Payouts and loans"). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const provider = { access: 'provider' as const };
  const settings = app.appConfig.payouts;

  const providerRoutes = routeGroup(app, { tags, config: provider });
  const providerLists = pagedRouteGroup(app, { tags, config: provider });
  const providerExtension = routeGroup(app, { tags, config: { ...provider, extension: true } });
  const providerExtensionLists = pagedRouteGroup(app, { tags, config: { ...provider, extension: true } });

  providerRoutes({
    method: 'POST',
    url: '/shop/provider/withdraw',
    summary: 'Auszahlung beantragen (method, amount in EUR, reference); nie mehr als verfügbar',
    body: withdrawBody,
    data: withdrawalSchema,
    status: 201,
    message: 'Ihre Auszahlung wurde beantragt.',
    handler: async (request) => {
      const withdrawal = await requestWithdrawal(app.db, settings, signedInUserId(request), {
        method: request.body.method,
        amountCents: request.body.amount,
        reference: request.body.reference,
      });
      return presentWithdrawal(withdrawal);
    },
  });

  providerLists({
    method: 'GET',
    url: '/shop/provider/withdraws',
    summary: 'Eigene Auszahlungsanträge, neueste zuerst',
    querystring: pageQuery(10),
    item: withdrawalSchema,
    handler: (request) => readPage(request.query, (page) => pageWithdrawals(app.db, signedInUserId(request), page)),
  });

  providerLists({
    method: 'GET',
    url: '/payoutsList',
    summary: 'Ausgezahlte Beträge (invoice_number = Auszahlungsbeleg); mit invoice_number genau dieser',
    querystring: payoutsQuery,
    item: withdrawalSchema,
    handler: async (request) => {
      const { per_page: perPage, invoice_number: statement } = request.query;
      const id = signedInUserId(request);
      if (statement) return { rows: [await payoutByStatement(app.db, id, statement)], meta: pageMeta({ page: 1, perPage }, 1) };
      return readPage(request.query, (page) => pageWithdrawals(app.db, id, page, ['paid', 'failed']));
    },
  });

  providerRoutes({
    method: 'GET',
    url: '/getPayoutsinfo',
    summary: 'Verfügbar, vorgemerkt, Auszahlungskonto',
    data: payoutInfoSchema,
    handler: async (request) => payoutInfo(app.db, settings, signedInUserId(request)),
  });

  providerExtension({
    method: 'POST',
    url: '/savePayoutAccount',
    summary: 'Auszahlungskonto (IBAN wird geprüft)',
    body: accountBody,
    data: payoutAccountSchema,
    message: 'Ihre Bankverbindung wurde gespeichert.',
    handler: async (request) => savePayoutAccount(app.db, signedInUserId(request), request.body),
  });

  providerExtensionLists({
    method: 'GET',
    url: '/ledgerEntries',
    summary: 'Kontoauszug: Buchungen des Guthabens, neueste zuerst',
    querystring: pageQuery(20),
    item: ledgerEntrySchema,
    handler: (request) => readPage(request.query, (page) => pageLedger(app.db, signedInUserId(request), page)),
  });

  // Back office (finance): payout runs (four-eyes rule) and returned transfers: payouts.ts.
  registerPayoutRoutes(app);
};

export default routes;
