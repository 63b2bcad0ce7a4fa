/**
 * Rows for a data export (DSGVO Art. 15/20, `DomainModule.exportUser`): snake_case keys, dates as ISO strings, and the
 * columns named in `omit` left out (storage keys, secrets, internal ids that mean nothing to the person).
 */
export function exportRows<T extends Record<string, unknown>>(
  rows: readonly T[],
  omit: readonly (keyof T)[] = [],
): Record<string, unknown>[] {
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (omit.includes(key as keyof T)) continue;
      out[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = value instanceof Date ? value.toISOString() : value;
    }
    return out;
  });
}
