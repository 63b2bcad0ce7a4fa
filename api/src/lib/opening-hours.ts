import Holidays from 'date-holidays';
import { formatInTimeZone } from 'date-fns-tz';

export const STORE_TIME_ZONE = 'Europe/Berlin';

/** Weekly hours of one weekday (1 = Monday … 7 = Sunday). Times are `HH:MM`; an end not after its start runs past midnight. */
export interface DayHours {
  day: number;
  from_time: string | null;
  untill_time: string | null;
  after_from_time: string | null;
  after_untill_time: string | null;
  status: boolean;
}

/** A closed period, inclusive Berlin calendar dates `YYYY-MM-DD`. */
export interface ClosedRange {
  start_date: string;
  end_date: string;
  title?: string;
}

export interface OpeningSetup {
  always_open: boolean;
  /** Federal state whose public holidays close the store (two-letter code), or null for none. */
  state: string | null;
  hours: readonly DayHours[];
  holidays: readonly ClosedRange[];
}

export interface OpenState {
  open_now: boolean;
  /** e.g. "Geöffnet bis 18:00 Uhr", "Öffnet morgen um 09:00 Uhr", "Rund um die Uhr geöffnet". */
  text: string;
  /** Why the store is closed today, when it is a holiday ("Fronleichnam", "Betriebsferien"). */
  closed_reason: string | null;
}

const WEEKDAYS = ['', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const LOOKAHEAD_DAYS = 14;

export interface Shift {
  start: number;
  /** minutes after the day's midnight; > 1440 when the shift runs past midnight */
  end: number;
}

export function minutesOf(time: string): number {
  // `HH:MM` (as every saved time is) by its digits; any other form through split
  if (time.length === 5 && time.charCodeAt(2) === 58) {
    return (time.charCodeAt(0) - 48) * 600 + (time.charCodeAt(1) - 48) * 60 + (time.charCodeAt(3) - 48) * 10 + (time.charCodeAt(4) - 48);
  }
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function shiftsOf(hours: DayHours | undefined): Shift[] {
  if (!hours || !hours.status) return [];
  const shifts: Shift[] = [];
  for (const [from, until] of [
    [hours.from_time, hours.untill_time],
    [hours.after_from_time, hours.after_untill_time],
  ] as const) {
    if (!from || !until) continue;
    const start = minutesOf(from);
    let end = minutesOf(until);
    if (end <= start) end += 1440;
    shifts.push({ start, end });
  }
  if (shifts.length === 2 && shifts[1]!.start < shifts[0]!.start) shifts.reverse();
  return shifts;
}

/** Calendar arithmetic on `YYYY-MM-DD` (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** federal state → year → (date → German name) */
const publicHolidayCache = new Map<string, Map<number, Map<string, string>>>();

/** Public holidays (type `public` of date-holidays) of a federal state in a year: date → German name. */
export function publicHolidays(state: string, year: number): Map<string, string> {
  let years = publicHolidayCache.get(state);
  if (!years) {
    years = new Map();
    publicHolidayCache.set(state, years);
  }
  let map = years.get(year);
  if (!map) {
    map = new Map();
    const calendar = new Holidays('DE', state, { languages: ['de'], types: ['public'] });
    for (const holiday of calendar.getHolidays(year) || []) {
      if (holiday.type === 'public') map.set(holiday.date.slice(0, 10), holiday.name);
    }
    years.set(year, map);
  }
  return map;
}

/** Why the store is closed all day on `date`, or null. */
export function closedReason(setup: OpeningSetup, date: string): string | null {
  return closedOn(setup, date, Number(date.slice(0, 4)));
}

function closedOn(setup: OpeningSetup, date: string, year: number): string | null {
  for (const range of setup.holidays) {
    if (range.start_date <= date && date <= range.end_date) return range.title || 'Geschlossen';
  }
  if (setup.state) {
    const name = publicHolidays(setup.state, year).get(date);
    if (name) return name;
  }
  return null;
}

interface CalendarDay {
  date: string;
  year: number;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
}

/**
 * The calendar days open-now looks at around `today`: index 0 is yesterday, 1 today, then the days ahead. Kept for
 * the last date asked (it changes once a day), so the cards of every request share the date arithmetic.
 */
function calendarAround(today: string): readonly CalendarDay[] {
  if (lastCalendar.today !== today) {
    const days: CalendarDay[] = [];
    for (let offset = -1; offset <= LOOKAHEAD_DAYS; offset += 1) {
      const date = addDays(today, offset);
      days.push({ date, year: Number(date.slice(0, 4)), weekday: isoWeekday(date) });
    }
    lastCalendar = { today, days };
  }
  return lastCalendar.days;
}

let lastCalendar: { today: string; days: readonly CalendarDay[] } = { today: '', days: [] };

export function hhmm(minutes: number): string {
  const m = minutes % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function dayWords(offset: number, day: CalendarDay): string {
  if (offset === 0) return 'heute';
  if (offset === 1) return 'morgen';
  const [, m, d] = day.date.split('-');
  return `am ${WEEKDAYS[day.weekday]}, ${d}.${m}.`;
}

/** The Berlin wall-clock date and minute of an instant (daylight saving time through date-fns-tz). */
export function berlinClock(now: Date): { date: string; minute: number } {
  // Berlin's offset is whole hours, so the wall clock changes with the UTC minute: the cards of one page (and the
  // requests of the same minute) share one conversion, which is the costly part of open-now.
  const key = Math.floor(now.getTime() / 60_000);
  if (key !== lastClock.key) {
    const [date, time] = formatInTimeZone(now, STORE_TIME_ZONE, 'yyyy-MM-dd HH:mm').split(' ') as [string, string];
    lastClock = { key, date, minute: minutesOf(time) };
  }
  return { date: lastClock.date, minute: lastClock.minute };
}

let lastClock = { key: Number.NaN, date: '', minute: 0 };

/**
 * Whether a store is open at `now` in Europe/Berlin: its weekly shifts (split shifts, shifts past midnight),
 * always-open, its own closed days and ranges and the public holidays of its federal state. A shift that starts
 * on a closed day does not open; one that started the evening before still runs into a closed day.
 */
export function openState(setup: OpeningSetup, now: Date): OpenState {
  const { date: today, minute } = berlinClock(now);
  const calendar = calendarAround(today);
  const todayEntry = calendar[1]!;
  const reasonToday = closedOn(setup, today, todayEntry.year);
  if (setup.always_open) {
    if (!reasonToday) return { open_now: true, text: 'Rund um die Uhr geöffnet', closed_reason: null };
  }
  const byDay: (DayHours | undefined)[] = [];
  for (const hours of setup.hours) byDay[hours.day] = hours;
  const shiftsOn = (day: CalendarDay): Shift[] => (setup.always_open ? [{ start: 0, end: 1440 }] : shiftsOf(byDay[day.weekday]));

  // a shift of yesterday that runs past midnight
  const yesterday = calendar[0]!;
  if (!closedOn(setup, yesterday.date, yesterday.year)) {
    for (const shift of shiftsOn(yesterday)) {
      if (shift.end > 1440 && minute < shift.end - 1440) {
        return { open_now: true, text: `Geöffnet bis ${hhmm(shift.end)} Uhr`, closed_reason: null };
      }
    }
  }
  const todayShifts = reasonToday ? [] : shiftsOn(todayEntry);
  for (const shift of todayShifts) {
    if (shift.start <= minute && minute < shift.end) {
      const until = shift.end >= 1440 && setup.always_open ? 'Mitternacht' : `${hhmm(shift.end)} Uhr`;
      return { open_now: true, text: `Geöffnet bis ${until}`, closed_reason: null };
    }
  }
  // the next opening within two weeks
  for (let offset = 0; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const day = calendar[offset + 1]!;
    if (offset === 0 ? reasonToday : closedOn(setup, day.date, day.year)) continue;
    const next = (offset === 0 ? todayShifts : shiftsOn(day)).find((shift) => offset > 0 || shift.start > minute);
    if (next) {
      return { open_now: false, text: `Öffnet ${dayWords(offset, day)} um ${hhmm(next.start)} Uhr`, closed_reason: reasonToday };
    }
  }
  return { open_now: false, text: 'Geschlossen', closed_reason: reasonToday };
}

export type SlotCheck = { ok: true } | { ok: false; field: 'date' | 'time'; message: string };

/**
 * Whether an appointment from `start` for `minutes` on a Berlin calendar `date` lies inside one opening shift of
 * that day and the day is not a closed day or public holiday of the store's federal state.
 */
export function slotFits(setup: OpeningSetup, date: string, start: string, minutes: number): SlotCheck {
  const reason = closedReason(setup, date);
  if (reason) return { ok: false, field: 'date', message: `An diesem Tag ist der Standort geschlossen (${reason}).` };
  if (setup.always_open) return { ok: true };
  const hours = setup.hours.find((entry) => entry.day === isoWeekday(date));
  const shifts = shiftsOf(hours);
  if (shifts.length === 0) return { ok: false, field: 'date', message: 'An diesem Wochentag ist der Standort geschlossen.' };
  const from = minutesOf(start);
  if (shifts.some((shift) => shift.start <= from && from + minutes <= shift.end)) return { ok: true };
  const spans = shifts.map((shift) => `${hhmm(shift.start)}–${hhmm(shift.end)}`).join(' und ');
  return {
    ok: false,
    field: 'time',
    message: `Bitte wählen Sie eine Uhrzeit innerhalb der Öffnungszeiten (${spans} Uhr); ein Termin dauert ${minutes} Minuten.`,
  };
}

export interface DaySlots {
  /** Why no slot is offered at all on that day (closed day, holiday, closed weekday), else null. */
  closed_reason: string | null;
  /** Slot starts `HH:MM` on the Berlin calendar day, with their instants. */
  slots: { time: string; starts_at: Date; ends_at: Date }[];
}

/**
 * The appointment slots of a Berlin calendar `date`: every `minutes` from the start of each shift of that weekday
 * (split shifts; a shift past midnight offers starts until 23:59), the whole day when always open; none on a
 * closed day or public holiday. Slots that start at or before `now` or overlap a `busy` span are left out.
 */
export function daySlots(
  setup: OpeningSetup,
  date: string,
  minutes: number,
  busy: readonly { starts_at: Date; ends_at: Date }[],
  now: Date,
  toInstant: (date: string, time: string) => Date,
): DaySlots {
  const reason = closedReason(setup, date);
  if (reason) return { closed_reason: `An diesem Tag ist der Standort geschlossen (${reason}).`, slots: [] };
  const shifts = setup.always_open ? [{ start: 0, end: 1440 }] : shiftsOf(setup.hours.find((entry) => entry.day === isoWeekday(date)));
  if (shifts.length === 0) return { closed_reason: 'An diesem Wochentag ist der Standort geschlossen.', slots: [] };
  const slots: DaySlots['slots'] = [];
  for (const shift of shifts) {
    for (let start = shift.start; start + minutes <= shift.end && start < 1440; start += minutes) {
      const time = hhmm(start);
      const startsAt = toInstant(date, time);
      const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
      if (startsAt.getTime() <= now.getTime()) continue;
      if (busy.some((span) => span.starts_at.getTime() < endsAt.getTime() && span.ends_at.getTime() > startsAt.getTime())) continue;
      if (slots.some((slot) => slot.time === time)) continue;
      slots.push({ time, starts_at: startsAt, ends_at: endsAt });
    }
  }
  slots.sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  return { closed_reason: null, slots };
}
