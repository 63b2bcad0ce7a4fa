import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commissionRateFor } from '../commission/public';
import { z } from 'zod';
import { DELIVERY_MODES, PAYMENT_STATUSES, VENDOR_ORDER_STATUSES } from '../../db/schema/orders';
import { pageMetaSchema, successSchema } from '../../http/envelope';
import { routeGroup } from '../../http/route-group';
import { ValidationError } from '../../http/errors';
import { pageMeta, pageOf, pageQuery } from '../../http/pagination';
import { fields } from '../../http/validation';
import { euroCents } from '../../lib/money';
import { signedInUserId } from '../../plugins/access';
import {
  periodFigures,
  presentPeriod,
  presentTransaction,
  presentTransactionSummary,
  saleFigures,
  transactionCsv,
  transactionReport,
} from './finance';

const tags = ['Finanzen'];

const DATE_MESSAGE = 'Bitte geben Sie das Datum als JJJJ-MM-TT an.';
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const day = z.preprocess(blank, z.iso.date({ error: DATE_MESSAGE }).optional());

/** A payout or calculator amount: at least one cent. */
const amount = euroCents({ minCents: 1 });

const reportQuery = pageQuery(10).extend({
  status: z.preprocess(blank, z.enum(VENDOR_ORDER_STATUSES, { error: 'Bitte wählen Sie einen gültigen Bestellstatus.' }).optional()),
  payment: z.preprocess(blank, z.enum(PAYMENT_STATUSES, { error: 'Bitte wählen Sie einen gültigen Zahlungsstatus.' }).optional()),
  delivery: z.preprocess(
    blank,
    z.enum(DELIVERY_MODES, { error: 'Bitte wählen Sie „shipping“ (Versand) oder „pickup“ (Abholung).' }).optional(),
  ),
  date_from: day,
  date_to: day,
  search: z.preprocess(blank, fields.text().trim().max(100, 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.').optional()),
  format: z.preprocess(blank, z.enum(['json', 'csv'], { error: 'Bitte wählen Sie das Format „json“ oder „csv“.' }).default('json')),
});

const money = { euros: z.number(), cents: z.number().int() };
const transactionSchema = z.object({
  id: z.number().int(),
  vendor_order_number: z.string(),
  order_number: z.string(),
  order_date: z.string(),
  customer_name: z.string(),
  status: z.enum(VENDOR_ORDER_STATUSES),
  status_text: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_status_text: z.string(),
  payment_method: z.string(),
  gross: money.euros,
  gross_cents: money.cents,
  net: money.euros,
  net_cents: money.cents,
  vat: money.euros,
  vat_cents: money.cents,
  commission: money.euros,
  commission_cents: money.cents,
  /** The vendor order's rate as German text („12,5 %“): the single frozen rate, else commission / gross. */
  commission_percent: z.string(),
  refunded: money.euros,
  refunded_cents: money.cents,
  order_value: money.euros,
  order_value_cents: money.cents,
  payout_share: money.euros,
  payout_share_cents: money.cents,
});

export const transactionReportResponse = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: z.array(transactionSchema),
  meta: pageMetaSchema,
  summary: z.object({
    count: z.number().int(),
    gross: money.euros,
    gross_cents: money.cents,
    vat: money.euros,
    vat_cents: money.cents,
    commission: money.euros,
    commission_cents: money.cents,
    refunded: money.euros,
    refunded_cents: money.cents,
    total_order_value: money.euros,
    total_order_value_cents: money.cents,
  }),
});

const periodSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  orders: z.number().int(),
  turnover: money.euros,
  turnover_cents: money.cents,
  vat: money.euros,
  vat_cents: money.cents,
  commission: money.euros,
  commission_cents: money.cents,
  refunds: money.euros,
  refunds_cents: money.cents,
  payouts: money.euros,
  payouts_cents: money.cents,
  total_order_value: money.euros,
  total_order_value_cents: money.cents,
  remains: money.euros,
  remains_cents: money.cents,
  months: z.array(
    z.object({ month: z.string(), turnover: money.euros, turnover_cents: money.cents, refunds: money.euros, refunds_cents: money.cents }),
  ),
});

const saleSchema = z.object({
  small_business: z.boolean(),
  tax_rate: z.number(),
  gross: money.euros,
  gross_cents: money.cents,
  net: money.euros,
  net_cents: money.cents,
  vat: money.euros,
  vat_cents: money.cents,
  commission_percent: z.number(),
  commission: money.euros,
  commission_cents: money.cents,
  remains: money.euros,
  remains_cents: money.cents,
});

export const financeCalculatorResponse = successSchema(z.object({ period: periodSchema, sale: saleSchema.nullable() }));

function berlinToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
}

/** Finance (spec 02 §7): the transaction report (also as CSV) and the finance calculator. */
export function registerFinanceRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.get(
    '/api/vendor-transaction-report-list',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary:
          'Transaktionsbericht: je Teilbestellung Brutto, Netto, USt., Provision, Erstattungen und Auszahlungsanteil (10 je Seite, oder CSV)',
        description:
          'Filter wie `api/providerOrders` (`status`, `payment`, `delivery`, `date_from`/`date_to` JJJJ-MM-TT Berliner Zeit einschließlich, `search`). `summary.total_order_value` = Brutto aller Treffer abzüglich Erstattungen; stornierte Teilbestellungen zählen 0. `format=csv` liefert alle Treffer als CSV für deutsche Tabellenkalkulationen (UTF-8 mit BOM, Trennzeichen `;`, Dezimalkomma).',
        querystring: reportQuery,
        response: { 200: transactionReportResponse },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const filters = {
        status: query.status,
        payment: query.payment,
        delivery: query.delivery,
        dateFrom: query.date_from,
        dateTo: query.date_to,
        search: query.search,
      };
      if (query.date_from && query.date_to && query.date_from > query.date_to)
        throw ValidationError.field('date_to', 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.');
      if (query.format === 'csv') {
        const { rows } = await transactionReport(app.db, signedInUserId(request), filters, 'all');
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="transaktionen-${berlinToday()}.csv"`)
            .header('cache-control', 'private, no-store')
            // A Buffer is sent as it is (Fastify serialises only objects), so the JSON response schema does not apply.
            .send(transactionCsv(rows.map(presentTransaction)) as never)
        );
      }
      const page = pageOf(query);
      const { rows, sums } = await transactionReport(app.db, signedInUserId(request), filters, page);
      return {
        status: true as const,
        data: rows.map(presentTransaction),
        meta: pageMeta(page, sums.count),
        summary: presentTransactionSummary(sums),
      };
    },
  );

  const provider = routeGroup(app, { tags, config: { access: 'provider' } });

  provider({
    method: 'GET',
    url: '/api/financeCalculator',
    summary:
      'Finanzrechner: Umsatz, USt., Provision, Erstattungen und Auszahlungen eines Zeitraums; mit `amount` zusätzlich, was ein Verkauf übrig lässt',
    description:
      'Zeitraum `date_from`/`date_to` (JJJJ-MM-TT, Berliner Zeit, einschließlich; ohne Angabe der laufende Monat). Umsatz = Brutto der nicht stornierten Teilbestellungen des Zeitraums; USt. = Umsatzsteuer der im Zeitraum ausgestellten Rechnungen und Rechnungskorrekturen; Provision = gebuchte Provision; Erstattungen = als erstattet gebuchte; Auszahlungen = ausgezahlte. `total_order_value` = Umsatz − Erstattungen, `remains` = `total_order_value` − USt. − Provision. Mit `amount` (Bruttopreis in EUR, höchstens zwei Nachkommastellen) und `tax_rate` (0, 7 oder 19) zusätzlich `sale`: USt. (keine bei Kleinunternehmern nach § 19 UStG), Provision und was bleibt.',
    querystring: z.object({
      date_from: day,
      date_to: day,
      amount: z.preprocess(blank, amount.optional()),
      tax_rate: z.preprocess(
        blank,
        z.coerce
          .number({ error: 'Bitte wählen Sie einen Steuersatz.' })
          .refine((value) => [0, 7, 19].includes(value), 'Bitte wählen Sie den Steuersatz 0, 7 oder 19 %.')
          .default(19),
      ),
    }),
    data: z.object({ period: periodSchema, sale: saleSchema.nullable() }),
    handler: async (request) => {
      const query = request.query;
      const today = berlinToday();
      const from = query.date_from ?? `${(query.date_to ?? today).slice(0, 7)}-01`;
      const to = query.date_to ?? today;
      if (from > to) throw ValidationError.field('date_to', 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.');
      const id = signedInUserId(request);
      const figures = await periodFigures(app.db, id, from, to);
      const sale =
        query.amount === undefined
          ? null
          : await saleFigures(
              app.db,
              id,
              query.amount,
              query.tax_rate,
              // The provider's current rate for products (commission rules, else `COMMISSION_BASIS_POINTS`).
              (
                await commissionRateFor(
                  app.db,
                  { providerId: id, type: 'product', at: new Date() },
                  app.appConfig.payouts.commissionBasisPoints,
                )
              ).basisPoints,
            );
      return { period: presentPeriod(from, to, figures), sale };
    },
  });
}
