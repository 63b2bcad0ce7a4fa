import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wireSchema } from '../../http/contract';
import { routeGroup } from '../../http/route-group';
import { FIGURE_GRANULARITIES } from '../orders/public';
import { figuresCsv, figuresPeriod, FIGURES_MESSAGES, operatorFigures } from './figures';

const tags = ['Backoffice'];

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const day = z.preprocess(blank, z.iso.date({ error: FIGURES_MESSAGES.date }).optional());

const figuresQuery = z.object({
  date_from: day,
  date_to: day,
  granularity: z.preprocess(blank, z.enum(FIGURE_GRANULARITIES, { error: FIGURES_MESSAGES.granularity }).default('day')),
});

const valueShape = {
  gmv_cents: z.number().int(),
  orders: z.number().int(),
  vendor_orders: z.number().int(),
  commission_cents: z.number().int(),
  take_rate_basis_points: z.number().int().nullable(),
  refunds_cents: z.number().int(),
  refunds: z.number().int(),
  active_providers: z.number().int(),
  active_customers: z.number().int(),
};

const figureBucketSchema = wireSchema(
  'OperatorFigureBucket',
  z.object({ key: z.string(), date_from: z.string(), date_to: z.string(), label: z.string(), ...valueShape }),
);

const operatorFiguresSchema = wireSchema(
  'OperatorFigures',
  z.object({
    date_from: z.string(),
    date_to: z.string(),
    granularity: z.enum(FIGURE_GRANULARITIES),
    buckets: z.array(figureBucketSchema),
    totals: z.object(valueShape),
  }),
);

const description =
  'Zeitraum `date_from`/`date_to` (JJJJ-MM-TT, Berliner Tage, beide einschließlich; ohne Angabe die letzten 30 Tage bis heute, höchstens zwei Jahre), `granularity` `day`, `week` (ISO-Woche ab Montag) oder `month`. Je Abschnitt und gesamt: Umsatz brutto (GMV) der nicht stornierten Teilbestellungen, Bestellungen und Teilbestellungen, gebuchte Provision (Hauptbuch), Take Rate in Basispunkten (Provision ÷ GMV, ohne GMV `null`), erstattete Beträge und ihre Zahl, aktive Anbieter (mindestens ein Verkauf) und Kunden (mindestens eine Bestellung). Beträge in Cent; dieselben Definitionen wie die Finanzübersicht der Anbieter.';

/** The operator's figures (`staff:finance`, README „Figures“). */
const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const financeExtension = routeGroup(app, { tags, config: { access: 'staff:finance', extension: true } });

  financeExtension({
    method: 'GET',
    url: '/admin/figures',
    summary: 'Kennzahlen des Marktplatzes: GMV, Bestellungen, Provision, Take Rate, Erstattungen, aktive Anbieter und Kunden',
    description: description,
    querystring: figuresQuery,
    data: operatorFiguresSchema,
    handler: async (request) => {
      const { from, to } = figuresPeriod(request.query);
      return operatorFigures(app.db, from, to, request.query.granularity);
    },
  });

  app.get(
    '/admin/figures.csv',
    {
      config: { access: 'staff:finance', extension: true },
      schema: {
        tags,
        summary: 'Kennzahlen als CSV (UTF-8 mit BOM, Trennzeichen ;, Dezimalkomma; je Abschnitt eine Zeile, dann „Summe“)',
        description,
        querystring: figuresQuery,
        response: { 200: { description: 'CSV für deutsche Tabellenkalkulationen', content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const { from, to } = figuresPeriod(request.query);
      const figures = await operatorFigures(app.db, from, to, request.query.granularity);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kennzahlen-${from}-bis-${to}.csv"`)
          .header('cache-control', 'private, no-store')
          // A Buffer is sent as it is (Fastify serialises only objects), so no JSON schema applies.
          .send(figuresCsv(figures) as never)
      );
    },
  );
};

export default figuresRoutes;
