import { berlinClock, germanLongDay } from '@marktplatz/shared';

/**
 * A date as the editorial pages write it: „18. November 2026“ (Europe/Berlin). In the page through the shared
 * library the page has loaded anyway; the server's first views write it with `longDate.ts` (the library's
 * dependency-free subpath), whose copy would otherwise travel in the shell's start chunk too.
 */
export function formatLongDate(iso: string): string {
  return germanLongDay(berlinClock(new Date(iso)));
}
