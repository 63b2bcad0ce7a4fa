/**
 * Whether an error (or an error in its `cause` chain — Drizzle wraps the driver's) is PostgreSQL's unique
 * violation `23505`, and with `constraint`, one of that unique index (PostgreSQL names it in `constraint`; PGlite
 * in `constraint` or only in the message).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; constraint_name?: string; message?: string };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      return (candidate.constraint ?? candidate.constraint_name ?? candidate.message ?? '').includes(constraint);
    }
  }
  return false;
}
