import { getIn, setIn, type SubmissionErrors } from 'final-form';
import { firstFieldErrors } from '@marktplatz/shared';

/** The API's field errors for a form with rows: `times.0.zone` goes to the field `times[0].zone`. */
export function rowFieldErrors(error: unknown): SubmissionErrors {
  let result: object = {};
  for (const [field, text] of Object.entries(firstFieldErrors(error))) {
    if (getIn(result, field) === undefined) result = setIn(result, field, text);
  }
  return result;
}

/** The API's field errors by field, an entry's error (`delivery_postal_codes.1`) shown at its list's field. */
export function listFieldErrors(error: unknown): SubmissionErrors {
  const result: Record<string, string> = {};
  for (const [field, text] of Object.entries(firstFieldErrors(error))) {
    const name = field.split('.')[0] ?? field;
    if (field === name || !(name in result)) result[name] = text;
  }
  return result;
}
