import { z } from 'zod';
import { wireSchema } from './contract';
import { ERROR_CODES, type ErrorCode, type FieldErrors } from './errors';

/** REST list meta (Laravel's paginator, reduced). */
export const pageMetaSchema = wireSchema(
  'PageMeta',
  z.object({ current_page: z.number().int(), last_page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
);
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The failure envelope every error answer has (written by the error handler). */
export const failureSchema = wireSchema(
  'Failure',
  z.object({
    status: z.literal(false),
    code: z.enum(ERROR_CODES).optional(),
    message: z.string(),
    /** Field → German messages (422). */
    errors: z.record(z.string(), z.array(z.string())).optional(),
  }),
);

export interface Success<T, M = PageMeta> {
  status: true;
  message?: string;
  data: T;
  meta?: M;
}

export interface Failure {
  status: false;
  code?: ErrorCode;
  message: string;
  errors?: FieldErrors;
}

/** The success envelope: `{ status: true, message?, data, meta? }`. */
export function ok<T>(data: T, message?: string): Success<T> {
  return message === undefined ? { status: true, data } : { status: true, message, data };
}

/** A REST list: `data` is the array, `meta` the paginator. */
export function okPage<T>(data: T[], meta: PageMeta, message?: string): Success<T[]> & { meta: PageMeta } {
  return message === undefined ? { status: true, data, meta } : { status: true, message, data, meta };
}

export function failure(message: string, code?: ErrorCode, errors?: FieldErrors): Failure {
  const body: Failure = { status: false, message };
  if (code !== undefined) body.code = code;
  if (errors !== undefined) body.errors = errors;
  return body;
}

/** Response schema of a success envelope around `data` (for `schema.response[200]`; documents it in OpenAPI). */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.string().optional(), data });
}

/** Response schema of a REST list: `data` the page's rows, `meta` the paginator (for `schema.response[200]`). */
export function pageSuccessSchema<T extends z.ZodType>(item: T) {
  return z.object({ status: z.literal(true), message: z.string().optional(), data: z.array(item), meta: pageMetaSchema });
}

/**
 * A route's `serializerCompiler` for a hot answer that its handler already builds typed to the route's response schema:
 * written with `JSON.stringify`, without zod checking and copying every field on each request. Only for handlers whose
 * output is built field by field (nothing from stored JSON passed through unchecked) and whose tests parse real answers
 * with the schema and require them unchanged; the schema still documents the answer in the OpenAPI contract. The
 * modules' READMEs give the measured share of the API's CPU per request this saves.
 */
export const writtenAsBuilt = () => (data: unknown) => JSON.stringify(data);
