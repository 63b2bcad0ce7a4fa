/** German form input (spec 01 §5): numbers with dots and a decimal comma, dates as TT.MM.JJJJ. */

/** German number input: dots group thousands, a comma separates decimals (spec 01 §5). */
export function parseGermanNumber(input: string): number | null {
  const value = input.trim();
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(value)) return null;
  const parsed = Number(value.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** TT.MM.JJJJ (also / or -), leap years included; answers ISO `YYYY-MM-DD` or null. */
export function parseGermanDate(input: string): string | null {
  const match = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
