import { berlinClock, germanLongDay } from '@marktplatz/shared/german-format';

/** A date as the editorial pages write it: „18. November 2026“ (Europe/Berlin). The server's first views use it too. */
export function formatLongDate(iso: string): string {
  return germanLongDay(berlinClock(new Date(iso)));
}
