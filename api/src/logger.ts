import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/**
 * The API's log (pino through Fastify): JSON lines without personal data. Four layers, each enough for its case:
 * - request lines carry method, path and the query string with the values of sensitive parameters (e-mail,
 *   password, token, ticket, signature, IBAN, phone, recipient, code …) replaced — never headers or bodies;
 * - `redact` removes such fields (and authorization/cookie/x-…-token headers) from any object a module logs;
 * - errors are logged without drizzle's SQL parameters (`params: …`) and without `query`/`params` fields;
 * - every line is finally scrubbed of e-mail addresses and IBANs, wherever they hide (an error text that quotes
 *   the input, a URL in a message).
 */

/** Written in place of a removed value. */
export const REDACTED = '[entfernt]';

/** Keys whose values are personal data or secrets, wherever they appear (query strings, logged objects). */
const SENSITIVE_KEY =
  /^(?:e-?mail|mail|username|password|password_confirmation|current_password|new_password|token|access_token|refresh_token|two_factor_token|ticket|signature|secret|code|iban|bic|phone|mobile|telephone|two_factor_mobile|recipient|authorization|cookie|x-[a-z-]*(?:token|key))$/i;

const REDACTED_FIELDS = [
  'email',
  'username',
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'ticket',
  'iban',
  'phone',
  'mobile',
  'recipient',
  'authorization',
  'cookie',
  'body',
  'params',
  'query',
];

/** pino `redact` paths: the fields above at the top level and one level down, and request/response headers. */
export const REDACT_PATHS = [
  ...REDACTED_FIELDS,
  ...REDACTED_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["x-api-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

// A local part and a domain that begins with a letter (so `package@1.2.3` in a stack trace is left alone); a
// truncated address ("kunde@exam", as JSON.parse quotes a body) is caught too.
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*/g;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;

/** Replaces e-mail addresses and IBANs in a text (a log line, an error message). */
export function scrubPersonalData(text: string): string {
  return text.replace(EMAIL, '[E-Mail]').replace(IBAN, '[IBAN]');
}

/** A URL with the values of sensitive query parameters (and any value holding an '@') replaced. */
export function safeUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return scrubPersonalData(url);
  const path = url.slice(0, mark);
  const parts = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals < 0) return part;
      let key = part.slice(0, equals);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        return `${part.slice(0, equals)}=${REDACTED}`;
      }
      const value = part.slice(equals + 1);
      let decoded = value;
      try {
        decoded = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        // keep the raw value for the checks below
      }
      const sensitive = SENSITIVE_KEY.test(key.replace(/\[\]$/, '')) || decoded.includes('@');
      return `${part.slice(0, equals)}=${sensitive ? REDACTED : value}`;
    });
  return scrubPersonalData(`${path}?${parts.join('&')}`);
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" without the values. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at < 0 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: SerializedError;
}

/** pino's `err` serializer, without SQL parameters or personal data (causes included, a few levels deep). */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubPersonalData(withoutParams(String(error))) };
  const serialized: SerializedError = {
    type: error.name || error.constructor?.name || 'Error',
    message: scrubPersonalData(withoutParams(error.message)),
  };
  if (error.stack) {
    // The stack begins with the message: keep only the frames after it.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    serialized.stack = scrubPersonalData(`${serialized.type}: ${serialized.message}\n${frames.join('\n')}`);
  }
  const { code, statusCode, cause } = error as { code?: unknown; statusCode?: unknown; cause?: unknown };
  if (code !== undefined) serialized.code = code;
  if (statusCode !== undefined) serialized.statusCode = statusCode;
  if (cause !== undefined && depth < 3) serialized.cause = serializeError(cause, depth + 1);
  return serialized;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
}

/** Fastify's `req` serializer with the query string's sensitive values removed. */
function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: safeUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger settings of an API instance; `stream` lets a test capture the lines. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest as never, err: serializeError },
    hooks: { streamWrite: scrubPersonalData },
    ...(stream ? { stream } : {}),
  } as unknown as FastifyServerOptions['logger'];
}
