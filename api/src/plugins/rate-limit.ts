import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../http/errors';

/**
 * Requests per minute and client address (RATE_LIMIT_MAX; 0 turns the limit off). With REDIS_URL the counters
 * live in Redis, so the limit counts the requests to every instance; while Redis is unreachable the limiter lets
 * requests pass (`skipOnError`) rather than answering 5xx.
 */
export default fp(
  async (app: FastifyInstance) => {
    const max = app.appConfig.rateLimitMax;
    if (max === 0) return;
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      ...(app.redis ? { redis: app.redis, nameSpace: `${app.appConfig.redis?.keyPrefix ?? ''}rate:`, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError('Zu viele Anfragen. Bitte versuchen Sie es später erneut.', Math.ceil(context.ttl / 1000)),
    });
  },
  { dependencies: ['marktplatz-infra'] },
);
