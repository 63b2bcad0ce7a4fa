import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Raised for a non-empty body in a format the API does not read; the error handler answers 415. */
class UnsupportedBodyError extends Error {
  readonly statusCode = 415;
}

/**
 * Bodies the way clients send them. A POST without data (logout, "mark all as read", …) may come with
 * `Content-Type: application/json` and nothing after it (fetch wrappers), or as
 * `application/x-www-form-urlencoded` with an empty body (axios from Node); both count as "no body". A route that
 * needs a body still refuses the missing one with 422 through its schema.
 */
export default fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });

    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      done(new UnsupportedBodyError('Form-encoded bodies are not supported.'), undefined);
    });
  },
  { name: 'marktplatz-body-parsers' },
);
