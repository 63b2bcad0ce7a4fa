import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYOUT_RUN_STATUSES } from '../../db/schema/ledger';
import { wireSchema } from '../../http/contract';
import { fileRouteGroup, pagedRouteGroup, routeGroup } from '../../http/route-group';
import { pageQuery, readPage } from '../../http/pagination';
import { fields, idParams } from '../../http/validation';
import { signedInStaff } from '../../plugins/access';
import { auditedChange } from '../staff/public';
import { failPayout, presentWithdrawal } from './ledger';
import { cancelRun, createRun, markRunExecuted, pageRuns, releaseRun, requestedWithdrawals, runDetail, runFile } from './payout-runs';
import { withdrawalSchema } from './schemas';

// ---------------------------------------------------------------------------------------------------------------
// Back office routes (finance): payout runs with the four-eyes rule, returned transfers

const tags = ['Guthaben und Auszahlungen'];

const requestedWithdrawalSchema = wireSchema(
  'PayoutRequest',
  withdrawalSchema.extend({
    provider_id: z.number().int(),
    provider: z.string(),
    /** What the provider still has available (the requested amount already left the balance). */
    available_cents: z.number().int(),
    /** A valid IBAN on the withdrawal and a payout account on the provider: only then can it go into a run. */
    has_payout_account: z.boolean(),
    /** The created or released run the withdrawal is in, if any. */
    open_run_id: z.number().int().nullable(),
  }),
);

const runShape = {
  id: z.number().int(),
  status: z.enum(PAYOUT_RUN_STATUSES),
  status_text: z.string(),
  reason: z.string().nullable(),
  batch_id: z.string().nullable(),
  count: z.number().int(),
  total_cents: z.number().int(),
  created_by_id: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
  released_by: z.string().nullable(),
  released_at: z.string().nullable(),
  executed_by: z.string().nullable(),
  executed_at: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  has_file: z.boolean(),
};

const payoutRunSchema = wireSchema('PayoutRun', z.object(runShape));
const payoutRunDetailSchema = wireSchema(
  'PayoutRunDetail',
  z.object({
    ...runShape,
    withdrawals: z.array(withdrawalSchema.extend({ provider_id: z.number().int(), provider: z.string() })),
  }),
);

const createRunBody = z.object({
  withdrawal_ids: z
    .array(fields.id(), { error: 'Bitte wählen Sie mindestens eine Auszahlung.' })
    .min(1, 'Bitte wählen Sie mindestens eine Auszahlung.')
    .max(500, 'Höchstens 500 Auszahlungen je Lauf.'),
  reason: fields.optionalText(200),
});
const returnedBody = z.object({ invoice_number: fields.requiredText(40), reason: fields.requiredText(200) });

function actorOf(request: FastifyRequest) {
  const member = signedInStaff(request);
  return { id: member.id, name: member.name, email: member.email };
}

export function registerPayoutRoutes(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const finance = { access: 'staff:finance' as const, extension: true };
  const holdDays = app.appConfig.payouts.holdDays;

  const financeExtension = routeGroup(app, { tags, config: finance });
  const financeExtensionLists = pagedRouteGroup(app, { tags, config: finance });

  financeExtension({
    method: 'GET',
    url: '/admin/payouts/requests',
    summary: 'Finanzen: beantragte Auszahlungen mit verfügbarem Guthaben und Auszahlungskonto',
    data: z.array(requestedWithdrawalSchema),
    handler: async () => requestedWithdrawals(app.db, holdDays),
  });

  financeExtensionLists({
    method: 'GET',
    url: '/admin/payouts/runs',
    summary: 'Finanzen: Auszahlungsläufe, neueste zuerst',
    querystring: pageQuery(10),
    item: payoutRunSchema,
    handler: (request) => readPage(request.query, (page) => pageRuns(app.db, page)),
  });

  financeExtension({
    method: 'GET',
    url: '/admin/payouts/runs/:id',
    summary: 'Finanzen: ein Auszahlungslauf mit seinen Auszahlungen',
    params: idParams,
    data: payoutRunDetailSchema,
    handler: async (request) => runDetail(app.db, request.params.id),
  });

  fileRouteGroup(app, { tags, config: finance })({
    url: '/admin/payouts/runs/:id/file',
    summary: 'Finanzen: SEPA-Überweisungsdatei (pain.001.001.09) eines freigegebenen Laufs herunterladen',
    params: idParams,
    handler: async (request) => {
      const file = await runFile(app.db, request.params.id);
      return { body: file.xml, contentType: 'application/xml; charset=utf-8', fileName: file.name, noStore: false };
    },
  });

  financeExtension({
    method: 'POST',
    url: '/admin/payouts/runs',
    summary: 'Finanzen: Auszahlungslauf für ausgewählte beantragte Auszahlungen anlegen',
    description:
      'Jede Auszahlung muss beantragt sein, ein Auszahlungskonto (gültige IBAN) haben und darf in keinem anderen offenen Lauf stehen; sonst 422 mit allen Gründen, nichts wird angelegt.',
    body: createRunBody,
    data: payoutRunSchema,
    message: (run) => `Der Auszahlungslauf ${run.id} ist angelegt; eine andere Person gibt ihn frei.`,
    handler: async (request) => {
      const actor = actorOf(request);
      const run = await auditedChange(app.db, { actor, ip: request.ip }, async (tx, audit) => {
        const created = await createRun(tx, actor, request.body.withdrawal_ids, request.body.reason);
        await audit({
          action: 'payouts.run_created',
          recordType: 'payout_run',
          recordId: created.id,
          after: {
            status: created.status,
            count: created.count,
            total_cents: created.total_cents,
            withdrawal_ids: request.body.withdrawal_ids,
          },
          reason: request.body.reason,
        });
        return created;
      });
      return run;
    },
  });

  financeExtension({
    method: 'POST',
    url: '/admin/payouts/runs/:id/release',
    summary: 'Finanzen: Auszahlungslauf freigeben (Vier-Augen-Prinzip) und SEPA-Datei erzeugen',
    description: 'Nicht durch die Person, die den Lauf angelegt hat (403); ein zweites Freigeben: 409.',
    params: idParams,
    data: payoutRunSchema,
    message: 'Der Lauf ist freigegeben; die SEPA-Datei steht zum Herunterladen bereit.',
    handler: async (request) => {
      const actor = actorOf(request);
      const run = await auditedChange(app.db, { actor, ip: request.ip }, async (tx, audit) => {
        const released = await releaseRun(tx, app.appConfig, actor, request.params.id);
        await audit({
          action: 'payouts.run_released',
          recordType: 'payout_run',
          recordId: released.run.id,
          before: { status: 'created' },
          after: { status: released.run.status, batch_id: released.run.batch_id, statements: released.statements },
        });
        return released.run;
      });
      return run;
    },
  });

  financeExtension({
    method: 'POST',
    url: '/admin/payouts/runs/:id/executed',
    summary: 'Finanzen: Auszahlungslauf als von der Bank ausgeführt markieren (Auszahlungen gelten als bezahlt)',
    params: idParams,
    data: payoutRunSchema,
    message: 'Der Lauf ist als ausgeführt markiert; die Auszahlungen gelten als bezahlt.',
    handler: async (request) => {
      const actor = actorOf(request);
      const run = await auditedChange(app.db, { actor, ip: request.ip }, async (tx, audit) => {
        const executed = await markRunExecuted(tx, actor, request.params.id);
        await audit({
          action: 'payouts.run_executed',
          recordType: 'payout_run',
          recordId: executed.id,
          before: { status: 'released' },
          after: { status: executed.status, count: executed.count, total_cents: executed.total_cents },
        });
        return executed;
      });
      return run;
    },
  });

  financeExtension({
    method: 'POST',
    url: '/admin/payouts/runs/:id/cancel',
    summary: 'Finanzen: angelegten Auszahlungslauf abbrechen',
    params: idParams,
    data: payoutRunSchema,
    message: 'Der Lauf ist abgebrochen.',
    handler: async (request) => {
      const actor = actorOf(request);
      const run = await auditedChange(app.db, { actor, ip: request.ip }, async (tx, audit) => {
        const cancelled = await cancelRun(tx, actor, request.params.id);
        await audit({
          action: 'payouts.run_cancelled',
          recordType: 'payout_run',
          recordId: cancelled.id,
          before: { status: 'created' },
          after: { status: cancelled.status },
        });
        return cancelled;
      });
      return run;
    },
  });

  financeExtension({
    method: 'POST',
    url: '/admin/payouts/returned',
    summary: 'Finanzen: von der Bank zurückgekommene Auszahlung erfassen (Betrag zurück ins Guthaben)',
    body: returnedBody,
    data: withdrawalSchema,
    message: 'Die Rücküberweisung ist erfasst; der Betrag steht wieder im Guthaben.',
    handler: async (request) => {
      const actor = actorOf(request);
      const row = await auditedChange(app.db, { actor, ip: request.ip }, async (tx, audit) => {
        const failed = await failPayout(tx, request.body.invoice_number, request.body.reason);
        await audit({
          action: 'payouts.returned',
          recordType: 'withdrawal',
          recordId: failed.statementNumber ?? failed.id,
          before: { status: 'paid' },
          after: { status: failed.status, amount_cents: failed.amountCents },
          reason: request.body.reason,
        });
        return failed;
      });
      return presentWithdrawal(row);
    },
  });
}
