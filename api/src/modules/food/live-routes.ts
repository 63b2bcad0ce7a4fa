import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, successSchema } from '../../http/envelope';
import { UnauthorizedError } from '../../http/errors';
import { fields } from '../../http/validation';
import { signedInUserId } from '../../plugins/access';
import { registerFoodStream } from './events';
import { tags, ticketSchema } from './schemas';

/** Live updates of the boards (server-sent events). */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const stream = registerFoodStream(app);

  // --- live updates --------------------------------------------------------------------------------------------
  app.post(
    '/food/events/ticket',
    {
      config: { access: 'user', extension: true },
      schema: { tags, summary: 'Einmal-Ticket (1 Minute) für den Ereignisstrom', response: { 200: successSchema(ticketSchema) } },
    },
    async (request) => ok(await app.tickets.issue(signedInUserId(request), 'food-events')),
  );

  app.get(
    '/food/events',
    {
      config: { access: 'public', extension: true },
      schema: {
        tags,
        summary:
          'Server-Sent Events der Essensbestellungen (Ticket statt Token; Nachholen ab Last-Event-ID bzw. last_event_id, ohne beides nur neue Ereignisse)',
        querystring: z.object({
          ticket: fields.requiredText(100),
          last_event_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
        }),
      },
    },
    async (request, reply) => {
      const userId = await app.tickets.redeem(request.query.ticket, 'food-events');
      if (userId === null) throw new UnauthorizedError('Das Ticket ist ungültig oder abgelaufen.');
      // Catch up after the given event; without one the stream starts now: replaying a board's whole history
      // would announce every past order as new.
      const header = request.headers['last-event-id'];
      const lastEventId =
        typeof header === 'string' && /^\d{1,10}$/.test(header.trim())
          ? Number(header.trim())
          : (request.query.last_event_id ?? Number.MAX_SAFE_INTEGER);
      reply.hijack();
      const started = await stream(userId, lastEventId, reply.raw, reply.getHeaders());
      if (!started) {
        reply.raw.writeHead(401, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify({ status: false, code: 'TOKEN_INVALID', message: 'Das Ticket ist ungültig oder abgelaufen.' }));
      }
    },
  );
};

export default liveRoutes;
