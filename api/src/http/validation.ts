import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import type { FieldErrors } from './errors';

let configured = false;

/** German validation messages for every zod schema; "required" reads like Laravel's. */
export function configureGermanValidation(): void {
  if (configured) return;
  configured = true;
  z.config(z.locales.de());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'Dieses Feld ist erforderlich.';
      return undefined;
    },
  });
}

/** Fastify validation errors → field → messages. The field is the dotted path; the whole body is `body`. */
export function fieldErrorsFrom(validation: FastifySchemaValidationError[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const pathName = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const field = pathName || context || 'body';
    const message = issue.message ?? 'Ungültige Eingabe.';
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

/** PostgreSQL cannot store U+0000 in text; such input is refused as invalid rather than ending in a 500. */
export const NUL_MESSAGE = 'Der Text enthält unzulässige Steuerzeichen.';

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** For `.refine(hasNoNulCharacter, NUL_CHARACTER_MESSAGE)` on a zod string. */
export const NUL_CHARACTER_MESSAGE = NUL_MESSAGE;
export const hasNoNulCharacter = (value: string): boolean => !hasNul(value);

/** Common field schemas, German messages included. */
const ID_MESSAGE = 'Bitte geben Sie eine gültige Nummer (ganze Zahl ab 1) an.';

export const fields = {
  /** Any text without U+0000; chain `.trim()`, `.max()` … as needed. Use it instead of `z.string()` for stored or queried text. */
  text: () => z.string().refine((value) => !hasNul(value), NUL_MESSAGE),
  email: () =>
    z
      .string()
      .refine((value) => !hasNul(value), NUL_MESSAGE)
      .trim()
      .max(254, 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.')
      .pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein.'))
      .transform((value) => value.toLowerCase()),
  requiredText: (max = 255) => fields.text().trim().min(1, 'Dieses Feld ist erforderlich.').max(max, `Höchstens ${max} Zeichen erlaubt.`),
  optionalText: (max = 255) =>
    fields
      .text()
      .trim()
      .max(max, `Höchstens ${max} Zeichen erlaubt.`)
      .nullish()
      .transform((value) => (value ? value : null)),
  /** Booleans as front ends send them: true/false, 1/0, "1"/"0", "true"/"false". */
  flag: () =>
    z
      .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
      .transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  /** A database id: a whole number from 1 to 2,147,483,647, with one German message for anything else. */
  id: () =>
    z.coerce.number({ error: ID_MESSAGE }).refine((value) => Number.isInteger(value) && value >= 1 && value <= 2_147_483_647, ID_MESSAGE),
};

/**
 * The path parameters of a route whose parameters are record ids under other names, e.g. `…/:id/versions/:version`
 * → `idParamsOf('id', 'version')`; each with the German message of `fields.id()`.
 */
export function idParamsOf<const Key extends string>(...keys: Key[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, fields.id()])) as { [K in Key]: ReturnType<typeof fields.id> });
}

/** The path parameters of a route on one record (`…/:id`). */
export const idParams = idParamsOf('id');

/** The same `{ id }` where a route takes it as a query (`?id=`) or as a body holding nothing else. */
export const idQuery = idParams;
