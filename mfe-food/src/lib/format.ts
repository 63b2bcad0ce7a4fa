import { berlinClock, germanTime } from '@marktplatz/shared';

/** An ISO time as Berlin clock time („18:45“). */
export function clock(iso: string): string {
  return germanTime(berlinClock(new Date(iso)));
}
