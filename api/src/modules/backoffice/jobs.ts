import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { wireSchema } from '../../http/contract';
import { ok, successSchema } from '../../http/envelope';
import { pagedRouteGroup } from '../../http/route-group';
import { ConflictError, NotFoundError } from '../../http/errors';
import { pageOffset, pageQuery, readPage } from '../../http/pagination';
import { fields, idParams } from '../../http/validation';
import { discardDeadJob, listDeadJobs, retryDeadJob, type DeadJob, type DeadJobChange } from '../../infra/queueDead';
import { signedInStaff } from '../../plugins/access';
import { auditedChange, auditEntries } from '../staff/public';

const tags = ['Backoffice'];

/** Messages of the dead-job routes (German). */
export const DEAD_JOB_MESSAGES = {
  notFound: 'Diesen fehlgeschlagenen Auftrag gibt es nicht.',
  notDeadAnyMore: 'Der Auftrag ist nicht mehr fehlgeschlagen – jemand hat ihn inzwischen neu gestartet oder verworfen.',
  retried: 'Der Auftrag wird neu gestartet.',
  discarded: 'Der Auftrag wurde verworfen.',
} as const;

const deadJobSchema = wireSchema(
  'DeadJob',
  z.object({
    id: z.number().int(),
    name: z.string(),
    payload: z.object({
      ids: z.record(z.string(), z.number().int()),
      counts: z.record(z.string(), z.number().int()),
      hidden: z.array(z.string()),
    }),
    attempts: z.number().int(),
    max_attempts: z.number().int(),
    last_error: z.string().nullable(),
    failed_at: z.string().nullable(),
    created_at: z.string(),
  }),
);

const deadJobActionSchema = z.object({ id: z.number().int(), status: z.enum(['queued', 'discarded']) });

const reasonBody = z.object({
  reason: fields
    .text()
    .trim()
    .min(3, 'Bitte geben Sie eine Begründung an (mindestens 3 Zeichen).')
    .max(2000, 'Höchstens 2000 Zeichen erlaubt.'),
});

function toJson(job: DeadJob) {
  return {
    id: job.id,
    name: job.name,
    payload: job.payload,
    attempts: job.attempts,
    max_attempts: job.maxAttempts,
    last_error: job.lastError,
    failed_at: job.failedAt ? job.failedAt.toISOString() : null,
    created_at: job.createdAt.toISOString(),
  };
}

/**
 * A job that is not dead: 409 when a person has already retried or discarded it (the audit log says so — a second
 * click, or two people at once), 404 otherwise (it never was on the list).
 */
async function refuse(tx: Executor, id: number, change: Exclude<DeadJobChange, { outcome: 'changed' }>): Promise<never> {
  if (change.outcome === 'missing') throw new NotFoundError(DEAD_JOB_MESSAGES.notFound);
  if (change.status === 'discarded') throw new ConflictError(DEAD_JOB_MESSAGES.notDeadAnyMore);
  const handled = await auditEntries(tx, { recordType: 'job', recordId: String(id) });
  if (handled.length > 0) throw new ConflictError(DEAD_JOB_MESSAGES.notDeadAnyMore);
  throw new NotFoundError(DEAD_JOB_MESSAGES.notFound);
}

/** The queue's dead-letter jobs in the back office (`staff:admin`, README „Dead jobs“). */
const deadJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminExtensionLists = pagedRouteGroup(app, { tags, config: { access: 'staff:admin', extension: true } });

  adminExtensionLists({
    method: 'GET',
    url: '/admin/jobs/dead',
    summary: 'Fehlgeschlagene Aufträge (zuletzt fehlgeschlagen zuerst)',
    description:
      'Je Auftrag Name, Versuche, der letzte Fehler (gekürzt, E-Mail-Adressen, IBANs und Nummern ersetzt) und wann er endgültig fehlschlug. Vom Inhalt nur Kennungen (`…id`) und die Länge von Listen, nie Texte.',
    querystring: pageQuery(25),
    item: deadJobSchema,
    handler: (request) => readPage(request.query, (page) => listDeadJobs(app.db, pageOffset(page)), toJson),
  });

  const action = (verb: 'retry' | 'discard') =>
    app.post(
      `/admin/jobs/:id/${verb}`,
      {
        config: { access: 'staff:admin', extension: true },
        schema: {
          tags,
          summary:
            verb === 'retry'
              ? 'Fehlgeschlagenen Auftrag neu starten (sofort, mit allen Versuchen)'
              : 'Fehlgeschlagenen Auftrag verwerfen (bleibt als verworfen erhalten)',
          params: idParams,
          body: reasonBody,
          response: { 200: successSchema(deadJobActionSchema) },
        },
      },
      async (request) => {
        const member = signedInStaff(request);
        const id = request.params.id;
        const status = await auditedChange(app.db, { actor: member, ip: request.ip }, async (tx, audit) => {
          const change = verb === 'retry' ? await retryDeadJob(tx, id) : await discardDeadJob(tx, id);
          if (change.outcome !== 'changed') return refuse(tx, id, change);
          await audit({
            action: verb === 'retry' ? 'jobs.retried' : 'jobs.discarded',
            recordType: 'job',
            recordId: id,
            before: { status: 'dead', name: change.before.name, attempts: change.before.attempts, last_error: change.before.lastError },
            after: verb === 'retry' ? { status: change.status, attempts: 0 } : { status: change.status },
            reason: request.body.reason,
          });
          return change.status as 'queued' | 'discarded';
        });
        return ok({ id, status }, verb === 'retry' ? DEAD_JOB_MESSAGES.retried : DEAD_JOB_MESSAGES.discarded);
      },
    );
  action('retry');
  action('discard');
};

export default deadJobRoutes;
