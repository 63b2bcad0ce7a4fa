import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Executor } from '../db/client';
import type { Access, StaffPrincipal } from './auth';
import { ok, successSchema } from './envelope';
import { created } from './replies';
import { fields, idParams } from './validation';

/** Who changes a list of values in the back office, from where (every change goes to the audit log). */
export interface StaffChangeContext {
  db: Database;
  actor: StaffPrincipal;
  ip: string;
}

const ORDER_MESSAGE = 'Bitte geben Sie die neue Reihenfolge als Liste von Nummern an.';

/** `PUT …/order`: the ids of one list in their new order. */
export const retirableOrderBody = z.object({
  ids: z.array(fields.id(), { error: ORDER_MESSAGE }).min(1, ORDER_MESSAGE).max(500, ORDER_MESSAGE),
});

/**
 * What the back-office routes of one list of retirable values (a value in use is retired, never deleted) differ in:
 * the address, the schemas, the OpenAPI summaries, the German toasts and the service's calls.
 */
export interface RetirableValueSpec<CreateBody extends z.ZodType, UpdateBody extends z.ZodType, Item> {
  /** `/admin/…/<values>`; the routes are this, `/order`, `/:id`, `/:id/retire`, `/:id/unretire`. */
  base: string;
  tags: string[];
  /** The routes' `config` (access rule). */
  config: { access: Access; extension?: boolean };
  item: z.ZodType<Item>;
  createBody: CreateBody;
  updateBody: UpdateBody;
  summaries: Record<'list' | 'create' | 'order' | 'update' | 'retire' | 'unretire' | 'delete', string>;
  messages: Record<'created' | 'saved' | 'reordered' | 'retired' | 'unretired' | 'deleted', string>;
  /** The signed-in staff member of a request (the access plugin's). */
  staff: (request: FastifyRequest) => StaffPrincipal;
  list: (db: Executor) => Promise<Item[]>;
  create: (context: StaffChangeContext, input: z.output<CreateBody>) => Promise<Item>;
  update: (context: StaffChangeContext, id: number, input: z.output<UpdateBody>) => Promise<Item>;
  reorder: (context: StaffChangeContext, ids: readonly number[]) => Promise<void>;
  setRetired: (context: StaffChangeContext, id: number, retired: boolean) => Promise<void>;
  remove: (context: StaffChangeContext, id: number) => Promise<void>;
}

/** List, create, reorder, change, retire, unretire and delete one list of retirable values. */
export function retirableValueRoutes<CreateBody extends z.ZodType, UpdateBody extends z.ZodType, Item>(
  spec: RetirableValueSpec<CreateBody, UpdateBody, Item>,
): FastifyPluginAsyncZod {
  const { base, tags, config, summaries, messages } = spec;
  const itemResponse = successSchema(spec.item);
  const done = successSchema(z.null());
  return async (app) => {
    const context = (request: FastifyRequest): StaffChangeContext => ({ db: app.db, actor: spec.staff(request), ip: request.ip });

    app.get(base, { config, schema: { tags, summary: summaries.list, response: { 200: successSchema(z.array(spec.item)) } } }, async () =>
      ok(await spec.list(app.db)),
    );
    app.post(
      base,
      { config, schema: { tags, summary: summaries.create, body: spec.createBody, response: { 201: itemResponse } } },
      async (request, reply) => created(reply, await spec.create(context(request), request.body as z.output<CreateBody>), messages.created),
    );
    app.put(
      `${base}/order`,
      { config, schema: { tags, summary: summaries.order, body: retirableOrderBody, response: { 200: done } } },
      async (request) => {
        await spec.reorder(context(request), request.body.ids);
        return ok(null, messages.reordered);
      },
    );
    app.put(
      `${base}/:id`,
      { config, schema: { tags, summary: summaries.update, params: idParams, body: spec.updateBody, response: { 200: itemResponse } } },
      async (request) => ok(await spec.update(context(request), request.params.id, request.body as z.output<UpdateBody>), messages.saved),
    );
    for (const [action, retired, message] of [
      ['retire', true, messages.retired],
      ['unretire', false, messages.unretired],
    ] as const) {
      app.post(
        `${base}/:id/${action}`,
        { config, schema: { tags, summary: summaries[action], params: idParams, response: { 200: done } } },
        async (request) => {
          await spec.setRetired(context(request), request.params.id, retired);
          return ok(null, message);
        },
      );
    }
    app.delete(
      `${base}/:id`,
      { config, schema: { tags, summary: summaries.delete, params: idParams, response: { 200: done } } },
      async (request) => {
        await spec.remove(context(request), request.params.id);
        return ok(null, messages.deleted);
      },
    );
  };
}
