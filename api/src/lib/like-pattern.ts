/**
 * Text a person typed as literal text in a SQL `LIKE`/`ILIKE` pattern: `\`, `%` and `_` are escaped with `\`
 * (PostgreSQL's default escape character), so they match themselves instead of acting as wildcards.
 */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A `LIKE`/`ILIKE` pattern matching any text that contains `value` literally (a search field's "contains"). */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}

/** A `LIKE`/`ILIKE` pattern matching any text that starts with `value` literally (a "starts with" search or ranking). */
export function prefixPattern(value: string): string {
  return `${escapeLike(value)}%`;
}
