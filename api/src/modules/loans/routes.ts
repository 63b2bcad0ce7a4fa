import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, pageSuccessSchema, successSchema } from '../../http/envelope';
import { created } from '../../http/replies';
import { pageMeta, pageQuery } from '../../http/pagination';
import { idParams, idQuery } from '../../http/validation';
import { signedInStaff, signedInUserId } from '../../plugins/access';
import { audit } from '../staff/public';
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
  app.get(
    '/api/getLoanRequests',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Eigene Finanzierungsanfragen, neueste zuerst',
        querystring: pageQuery(10),
        response: { 200: pageSuccessSchema(loanSchema) },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await pageLoans(app.db, signedInUserId(request), { page, perPage });
      return okPage(rows, pageMeta({ page, perPage }, total));
    },
  );

  app.get(
    '/api/getLoanRequestDetail',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Eine Finanzierungsanfrage (fremde → 404)',
        querystring: idQuery,
        response: { 200: successSchema(loanSchema) },
      },
    },
    async (request) => ok(await loanDetail(app.db, signedInUserId(request), request.query.id)),
  );

  app.post(
    '/api/loanRequest',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Finanzierungsanfrage an eine Partnerbank (ohne bank_id: die vorausgewählte Bank)',
        description:
          '`amount` in Euro (deutsches Format erlaubt), `term_months` 6–360, `interest_rate` in % mit höchstens drei Nachkommastellen (`3,450`). Mit `sales_consent: 1` gehen die Umsätze der letzten 12 Monate mit. Die Bank erhält eine E-Mail.',
        body: loanRequestBody,
        response: { 201: successSchema(loanSchema) },
      },
    },
    async (request, reply) => {
      const providerId = signedInUserId(request);
      const { amount, interest_rate: interestMilli, ...rest } = request.body;
      const row = await requestLoan(app.db, app.appConfig, providerId, { ...rest, amountCents: amount, interestMilli });
      return created(reply, await loanDetail(app.db, providerId, row.id), LOAN_SENT);
    },
  );

  app.post(
    '/api/storePropertyLoan',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Finanzierungsanfrage für eine Gewerbeimmobilie: Kaufpreis, Eigenkapital, Lage und Objektart',
        body: propertyLoanBody,
        response: { 201: successSchema(loanSchema) },
      },
    },
    async (request, reply) => {
      const providerId = signedInUserId(request);
      const { amount, interest_rate: interestMilli, purchase_price: purchasePriceCents, equity: equityCents, ...rest } = request.body;
      const row = await requestPropertyLoan(app.db, app.appConfig, providerId, {
        ...rest,
        amountCents: amount,
        interestMilli,
        purchasePriceCents,
        equityCents,
      });
      return created(reply, await loanDetail(app.db, providerId, row.id), LOAN_SENT);
    },
  );

  app.get(
    '/api/loanRatePreview',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Ratenvorschau (Annuität): Monatsrate, Gesamtbetrag und Zinsen in Cent',
        querystring: previewQuery,
        response: { 200: successSchema(ratePreviewSchema) },
      },
    },
    async (request) => ok(ratePreview(request.query.amount, request.query.term_months, request.query.interest_rate)),
  );

  app.post(
    '/api/withdrawLoanRequest',
    {
      config: { access: 'provider', extension: true },
      schema: {
        tags,
        summary: 'Eigene Finanzierungsanfrage zurückziehen',
        body: idQuery,
        response: { 200: successSchema(loanSchema) },
      },
    },
    async (request) => {
      const providerId = signedInUserId(request);
      await changeLoanStatus(app.db, request.body.id, 'withdrawn', { providerId });
      return ok(await loanDetail(app.db, providerId, request.body.id), 'Ihre Anfrage wurde zurückgezogen.');
    },
  );

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
      const row = await app.db.transaction(async (tx) => {
        const before = await loanStatusOf(tx, request.params.id);
        const changed = await changeLoanStatus(tx, request.params.id, request.body.status, { note: request.body.note });
        await audit(tx, {
          actor: member,
          action: 'loans.status_changed',
          recordType: 'loan_request',
          recordId: changed.id,
          before: { status: before },
          after: { status: changed.status, ...(request.body.note !== undefined ? { bank_note: request.body.note } : {}) },
          ip: request.ip,
        });
        return changed;
      });
      return ok({ id: row.id, status: row.status });
    },
  );
};

export default loanRoutes;
