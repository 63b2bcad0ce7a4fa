import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { pagedRouteGroup, routeGroup } from '../../http/route-group';
import { pageQuery, readPage } from '../../http/pagination';
import { idParams, idQuery } from '../../http/validation';
import { signedInStaff, signedInUserId } from '../../plugins/access';
import { auditedChange } from '../staff/public';
import { ratePreview } from './annuity';
import {
  loanRequestBody,
  loanSchema,
  staffStatusBody,
  staffStatusResponse,
  previewQuery,
  propertyLoanBody,
  ratePreviewSchema,
} from './schemas';
import { changeLoanStatus, loanDetail, loanStatusOf, pageLoans, requestLoan, requestPropertyLoan } from './service';

const tags = ['Finanzierung'];
export const LOAN_SENT = 'Ihre Finanzierungsanfrage wurde an die Bank gesendet.';

/** Loan requests to partner banks (spec 02 §7 "Payouts and loans"); README.md of this folder. */
const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedRouteGroup(app, { tags, config: { access: 'provider' } })({
    method: 'GET',
    url: '/api/getLoanRequests',
    summary: 'Eigene Finanzierungsanfragen, neueste zuerst',
    querystring: pageQuery(10),
    item: loanSchema,
    handler: (request) => readPage(request.query, (page) => pageLoans(app.db, signedInUserId(request), page)),
  });

  const provider = routeGroup(app, { tags, config: { access: 'provider' } });
  const providerExtension = routeGroup(app, { tags, config: { access: 'provider', extension: true } });

  provider({
    method: 'GET',
    url: '/api/getLoanRequestDetail',
    summary: 'Eine Finanzierungsanfrage (fremde → 404)',
    querystring: idQuery,
    data: loanSchema,
    handler: (request) => loanDetail(app.db, signedInUserId(request), request.query.id),
  });

  provider({
    method: 'POST',
    url: '/api/loanRequest',
    summary: 'Finanzierungsanfrage an eine Partnerbank (ohne bank_id: die vorausgewählte Bank)',
    description:
      '`amount` in Euro (deutsches Format erlaubt), `term_months` 6–360, `interest_rate` in % mit höchstens drei Nachkommastellen (`3,450`). Mit `sales_consent: 1` gehen die Umsätze der letzten 12 Monate mit. Die Bank erhält eine E-Mail.',
    body: loanRequestBody,
    data: loanSchema,
    status: 201,
    message: LOAN_SENT,
    handler: async (request) => {
      const providerId = signedInUserId(request);
      const { amount, interest_rate: interestMilli, ...rest } = request.body;
      const row = await requestLoan(app.db, app.appConfig, providerId, { ...rest, amountCents: amount, interestMilli });
      return loanDetail(app.db, providerId, row.id);
    },
  });

  provider({
    method: 'POST',
    url: '/api/storePropertyLoan',
    summary: 'Finanzierungsanfrage für eine Gewerbeimmobilie: Kaufpreis, Eigenkapital, Lage und Objektart',
    body: propertyLoanBody,
    data: loanSchema,
    status: 201,
    message: LOAN_SENT,
    handler: async (request) => {
      const providerId = signedInUserId(request);
      const { amount, interest_rate: interestMilli, purchase_price: purchasePriceCents, equity: equityCents, ...rest } = request.body;
      const row = await requestPropertyLoan(app.db, app.appConfig, providerId, {
        ...rest,
        amountCents: amount,
        interestMilli,
        purchasePriceCents,
        equityCents,
      });
      return loanDetail(app.db, providerId, row.id);
    },
  });

  providerExtension({
    method: 'GET',
    url: '/api/loanRatePreview',
    summary: 'Ratenvorschau (Annuität): Monatsrate, Gesamtbetrag und Zinsen in Cent',
    querystring: previewQuery,
    data: ratePreviewSchema,
    handler: async (request) => ratePreview(request.query.amount, request.query.term_months, request.query.interest_rate),
  });

  providerExtension({
    method: 'POST',
    url: '/api/withdrawLoanRequest',
    summary: 'Eigene Finanzierungsanfrage zurückziehen',
    body: idQuery,
    data: loanSchema,
    message: 'Ihre Anfrage wurde zurückgezogen.',
    handler: async (request) => {
      const providerId = signedInUserId(request);
      await changeLoanStatus(app.db, request.body.id, 'withdrawn', { providerId });
      return loanDetail(app.db, providerId, request.body.id);
    },
  });

  // --- Back office, finance: the bank's answer (until banks have an access), entered by a staff member with an
  // audit entry in the transaction of the change (staff module README) ---------------------------------------------
  app.post(
    '/admin/loans/:id/status',
    {
      config: { access: 'staff:finance', extension: true },
      schema: {
        tags,
        summary: 'Finanzen: Antwort der Bank eintragen (in_review, offered, declined)',
        params: idParams,
        body: staffStatusBody,
        response: { 200: staffStatusResponse },
      },
    },
    async (request) => {
      const member = signedInStaff(request);
      const row = await auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) => {
        const before = await loanStatusOf(tx, request.params.id);
        const changed = await changeLoanStatus(tx, request.params.id, request.body.status, { note: request.body.note });
        await audit({
          action: 'loans.status_changed',
          recordType: 'loan_request',
          recordId: changed.id,
          before: { status: before },
          after: { status: changed.status, ...(request.body.note !== undefined ? { bank_note: request.body.note } : {}) },
        });
        return changed;
      });
      return ok({ id: row.id, status: row.status });
    },
  );
};

export default loanRoutes;
