import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../http/errors';
import { hasNul, NUL_MESSAGE } from '../http/validation';

const MAX_DEPTH = 32;

/** The dotted path of the first string (value or key) holding U+0000, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasNul(key)) return childPath;
    const found = nulPath(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL rejects U+0000 in text and JSON. The `fields.*` schemas refuse it per field; this guard refuses it
 * in any REST body, query string or path parameter (including fields declared as plain `z.string()`), so such
 * input ends as 422 and never reaches the database. GraphQL answers its own errors and is left alone.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (request.url.startsWith('/graphql')) return;
      // Multipart bodies are read by the handler (not attached here); their text fields go through the schemas.
      const found = nulPath(request.params, '') ?? nulPath(request.query, '') ?? nulPath(request.body, '');
      if (found !== null) throw new ValidationError({ [found || 'body']: [NUL_MESSAGE] });
    });
  },
  { name: 'marktplatz-input-guard' },
);
