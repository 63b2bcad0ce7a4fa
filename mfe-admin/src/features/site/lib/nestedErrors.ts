import { setIn, type SubmissionErrors } from 'final-form';
import { toSubmissionErrors } from '@marktplatz/shared';

/**
 * A refusal as react-final-form errors for list fields: the API names them by dotted path (`header.0.url`), the
 * form's fields by their place in the values (`header[0].url`), so each message is set at that place.
 */
export function nestedSubmissionErrors(failure: unknown): SubmissionErrors {
  const flat = toSubmissionErrors(failure) ?? {};
  let nested: object = {};
  for (const [path, message] of Object.entries(flat)) nested = setIn(nested, path, message);
  return nested as SubmissionErrors;
}

/** A list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}
