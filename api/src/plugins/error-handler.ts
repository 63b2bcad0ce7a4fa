import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from '../http/envelope';
import { AppError, SERVICE_UNAVAILABLE_MESSAGE, ServiceUnavailableError, TooManyRequestsError, type ErrorCode } from '../http/errors';
import { fieldErrorsFrom } from '../http/validation';
import { classifyOutage, OUTAGE_RETRY_AFTER_SECONDS, OutageReporter } from '../infra/outage';

/** German texts for client errors raised by Fastify itself or its plugins. */
const STATUS_MESSAGES: Record<number, { message: string; code: ErrorCode }> = {
  400: { message: 'Die Anfrage ist ungültig.', code: 'BAD_REQUEST' },
  401: { message: 'Bitte melden Sie sich an.', code: 'TOKEN_INVALID' },
  403: { message: 'Sie haben keine Berechtigung für diese Aktion.', code: 'FORBIDDEN' },
  404: { message: 'Der angeforderte Eintrag wurde nicht gefunden.', code: 'NOT_FOUND' },
  406: { message: 'Die Anfrage ist ungültig.', code: 'BAD_REQUEST' },
  413: { message: 'Die Anfrage oder Datei ist zu groß.', code: 'PAYLOAD_TOO_LARGE' },
  415: { message: 'Dieses Datenformat wird nicht unterstützt.', code: 'BAD_REQUEST' },
  429: { message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.', code: 'TOO_MANY_REQUESTS' },
};

/**
 * Turns every error into the failure envelope; bad input never becomes a 500. A service that is down (database,
 * Redis, storage — `classifyOutage`) answers 503 `SERVICE_UNAVAILABLE` with `Retry-After`, logged once per kind of
 * failure and 30 s, without the error's text (it holds the SQL and its parameters).
 */
export default fp(
  async (app: FastifyInstance) => {
    const outages = new OutageReporter();
    app.decorate('outages', outages);
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof ServiceUnavailableError) {
        const outage = classifyOutage(error.cause) ?? { service: error.service, reason: 'unavailable' };
        outages.report({ service: outage.service, reason: outage.reason }, request.log, { route: request.routeOptions.url });
        void reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(503).send(failure(error.message, error.code));
      }
      if (error instanceof AppError) {
        if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
          void reply.header('retry-after', String(error.retryAfterSeconds));
        }
        return reply.status(error.statusCode).send(failure(error.message, error.code, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsFrom(error.validation, error.validationContext);
        const first = Object.values(errors)[0]?.[0] ?? 'Die übermittelten Daten sind ungültig.';
        return reply.status(422).send(failure(first, 'VALIDATION_FAILED', errors));
      }
      const fastifyError = error as FastifyError;
      if (fastifyError.validation) {
        const errors = fieldErrorsFrom(fastifyError.validation, fastifyError.validationContext);
        return reply.status(422).send(failure('Die übermittelten Daten sind ungültig.', 'VALIDATION_FAILED', errors));
      }
      const outage = classifyOutage(error);
      if (outage) {
        outages.report(outage, request.log, { route: request.routeOptions.url });
        void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
        return reply.status(503).send(failure(SERVICE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE'));
      }
      const status = fastifyError.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const known = STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!;
        // Code and status only: a parser's message may quote the body (JSON.parse quotes the start of the input).
        request.log.info({ code: fastifyError.code, statusCode: status }, 'client error');
        return reply.status(status).send(failure(known.message, known.code));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send(failure('Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.', 'INTERNAL_ERROR'));
    });

    app.setNotFoundHandler({}, (request, reply) => {
      void reply.status(404).send(failure(`Die Route ${request.method} ${request.url.split('?')[0]} gibt es nicht.`, 'NOT_FOUND'));
    });
  },
  { name: 'marktplatz-error-handler' },
);
