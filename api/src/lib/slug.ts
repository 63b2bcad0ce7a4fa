import { isUniqueViolation } from './unique-violation';

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** URL slug of a German name: umlauts spelt out, everything else reduced to `a-z0-9` and dashes. */
export function germanSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' und ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Tries with the first free slug the table shows; after these many collisions a random tail ends the race. */
export const PLAIN_SLUG_TRIES = 5;
/** Tries in all before the unique violation is passed on. */
export const SLUG_TRIES = 8;

/** Anything that runs a callback in a transaction — the database, or a transaction (then a savepoint). */
export interface Transactional<Tx> {
  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * Writes a row under a slug that is free at the moment of writing, safe when several requests make the same slug
 * at once. Looking for a free slug and inserting are two steps, so two writers of one name can both find
 * `name` free; the unique index lets one win and the other fails with 23505 on `constraint`. Then the whole step
 * (`freeSlug` and `write`) runs again in a fresh savepoint (a transaction when `db` is the database, so the
 * caller's transaction stays usable), now seeing the winner's row and taking `name-2`, and so on. After
 * {@link PLAIN_SLUG_TRIES} collisions the slug gets a random tail (`name-3-k7q2`), so even many writers of one
 * name finish. Other errors, and a collision on another unique index, are passed on at once.
 */
export async function writeWithFreeSlug<Tx, T>(
  db: Transactional<Tx>,
  constraint: string,
  freeSlug: (tx: Tx) => Promise<string>,
  write: (tx: Tx, slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const free = await freeSlug(tx);
        const slug = attempt <= PLAIN_SLUG_TRIES ? free : `${free}-${Math.random().toString(36).slice(2, 6)}`;
        return write(tx, slug);
      });
    } catch (error) {
      if (attempt >= SLUG_TRIES || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}

/** The first of `base`, `base-2`, `base-3`, … that is not among the `taken` slugs. */
export function firstFreeSlug(base: string, taken: Iterable<string | null>): string {
  const used = new Set(taken);
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}
