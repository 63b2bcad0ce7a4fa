/**
 * The API's field errors (HTTP 422, `VALIDATION_FAILED`): `{ status: false, message, code, errors: { field: [German
 * message, …] } }`. The http client rejects with that body, so these functions take the rejection as it is.
 */
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage } from './http';

/** Every field's messages (`errors.<field>`: a list or a single text); `{}` when the rejection carries none. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  if (!error || typeof error !== 'object') return result;
  const errors = (error as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return result;
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === 'string' && text !== '');
    if (texts.length > 0) result[field] = texts;
  }
  return result;
}

/** The first message of every field: what a form shows under each input. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, texts] of Object.entries(fieldErrors(error))) result[field] = texts[0]!;
  return result;
}

/** Whether the rejection names `field` (e.g. an e-mail address already registered). */
export function hasFieldError(error: unknown, field: string): boolean {
  return field in fieldErrors(error);
}

/** How `toSubmissionErrors` words a refusal. */
export interface SubmissionErrorsOptions {
  /**
   * The server's message only when no field is named (the fields' messages, or else the general one): for a form
   * whose fields all show their own refusal, so the same text does not stand twice.
   */
  generalOnlyWithoutFields?: boolean;
}

/**
 * A rejected call as react-final-form submission errors: each field its first message (shown under the input, the
 * input kept) and the server's message as the form error (`FORM_ERROR`) — with `generalOnlyWithoutFields`, that
 * message only when no field is named.
 *
 * ```tsx
 * const submit = (values: Values) => saveProfile(values).then(() => undefined, toSubmissionErrors);
 * ```
 */
export function toSubmissionErrors(error: unknown, options: SubmissionErrorsOptions = {}): SubmissionErrors {
  const fields = firstFieldErrors(error);
  if (options.generalOnlyWithoutFields && Object.keys(fields).length > 0) return fields;
  return { ...fields, [FORM_ERROR]: errorMessage(error) };
}
