/** Conversions between the provider forms' values and the API's. */
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
