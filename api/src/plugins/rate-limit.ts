import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../http/errors';

/** Requests per minute and client address (RATE_LIMIT_MAX; 0 turns the limit off). */
export default fp(async (app: FastifyInstance) => {
  const max = app.appConfig.rateLimitMax;
  if (max === 0) return;
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(
        'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
        Math.ceil(context.ttl / 1000),
      ),
  });
});
