import { berlinClock, germanDayTime, type WallClock } from '@marktplatz/shared';

const two = (n: number) => String(n).padStart(2, '0');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

const sameWall = (clock: WallClock, y: number, m: number, d: number, h: number, min: number) =>
  clock.year === y && clock.month === m && clock.day === d && clock.hour === h && clock.minute === min;

/**
 * A Berlin wall time (`2027-01-15`, `10:00`) as the instant the API takes: ISO with Berlin's offset at that time
 * (`2027-01-15T10:00:00+01:00`, in summer `+02:00`). `null` for a day or time that is not one.
 */
export function berlinIso(day: string, time: string): string | null {
  const dayMatch = DAY.exec(day.trim());
  const timeMatch = TIME.exec(time.trim());
  if (!dayMatch || !timeMatch) return null;
  const [y, m, d] = [Number(dayMatch[1]), Number(dayMatch[2]), Number(dayMatch[3])];
  const [h, min] = [Number(timeMatch[1]), Number(timeMatch[2])];
  const wallAsUtc = Date.UTC(y, m - 1, d, h, min);
  for (const offset of [1, 2]) {
    if (sameWall(berlinClock(new Date(wallAsUtc - offset * 3_600_000)), y, m, d, h, min)) {
      return `${y}-${two(m)}-${two(d)}T${two(h)}:${two(min)}:00+${two(offset)}:00`;
    }
  }
  return null;
}

/** The Berlin day and time of an instant, as the schedule fields take them (`2027-01-15`, `10:00`). */
export function berlinFields(instant: Date): { day: string; time: string } {
  const clock = berlinClock(instant);
  return { day: `${clock.year}-${two(clock.month)}-${two(clock.day)}`, time: `${two(clock.hour)}:${two(clock.minute)}` };
}

/** `15.01.2027, 10:00` in Berlin time. */
export function berlinDayTime(iso: string): string {
  return germanDayTime(berlinClock(new Date(iso)));
}
