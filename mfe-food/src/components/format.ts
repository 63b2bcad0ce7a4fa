import { berlinClock, formatGermanEuro, germanTime } from '@marktplatz/shared';

/** Cents as German euros („12,50 €“). */
export function euro(cents: number): string {
  return formatGermanEuro(cents / 100);
}

/** An ISO time as Berlin clock time („18:45“). */
export function clock(iso: string): string {
  return germanTime(berlinClock(new Date(iso)));
}
