import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from './errors';

/**
 * A `preHandler` for operator calls (until a back office exists): the header `x-operator-key` must equal
 * `MODERATION_OPERATOR_KEY` (compared in constant time); otherwise the call does not exist (404).
 */
export function operatorOnly(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const key = app.appConfig.moderationOperatorKey;
    const given = request.headers['x-operator-key'];
    const valid =
      key !== null && typeof given === 'string' && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));
    if (!valid) throw new NotFoundError('Nicht gefunden.');
  };
}
