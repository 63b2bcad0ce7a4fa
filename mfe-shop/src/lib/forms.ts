import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { errorMessage } from '@marktplatz/shared';

/**
 * Turns a rejected call into react-final-form submission errors: `errors` by field (first text each) and the
 * message as the form error.
 */
export function toSubmissionErrors(error: unknown): SubmissionErrors {
  const result: Record<string, string> = {};
  if (error && typeof error === 'object') {
    const errors = (error as { errors?: unknown }).errors;
    if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
      for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
        const text = Array.isArray(value) ? value[0] : value;
        if (typeof text === 'string') result[field] = text;
      }
    }
  }
  result[FORM_ERROR] = errorMessage(error);
  return result;
}

/** A form number (from NumberField) as a number, or undefined when empty or not a number. */
export function numberOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}

/** Trimmed text of an optional form value, `''` when missing. */
export function text(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** A value the API sends as id (number or numeric text) as the text a select uses. */
export function idText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  return '';
}

/** A select's text value as a number id, or null when none is chosen. */
export function idOrNull(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number.parseInt(typeof value === 'string' ? value : '', 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}
