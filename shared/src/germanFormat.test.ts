import {
  berlinClock,
  formatGermanEuro,
  formatGermanNumber,
  germanCalendarDay,
  germanDay,
  germanDayTime,
  germanLongDay,
  germanTime,
  germanWeekday,
  localClock,
  type GermanNumberOptions,
} from './germanFormat';

/** A repeatable stream of numbers (no Math.random: a failure must be reproducible). */
function numbers(count: number): number[] {
  let seed = 20261128;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const out = [0, -0, 1, -1, 0.5, 1.005, 2.675, 0.125, 999.995, 1234.5, 1e21, 1.5e-7, 123456789.987654, 0.1 + 0.2, 5e-324];
  for (let index = 0; index < count; index += 1) {
    const magnitude = 10 ** Math.floor(next() * 12 - 4);
    const value = Math.round(next() * magnitude * 1000) / 1000;
    out.push(next() < 0.3 ? -value : value, next() * magnitude);
  }
  return out;
}

const OPTIONS: GermanNumberOptions[] = [
  {},
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 3, maximumFractionDigits: 3 },
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2 },
  { maximumFractionDigits: 20 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false },
];

describe('German numbers without Intl', () => {
  it.each(OPTIONS.map((options) => [JSON.stringify(options), options] as const))(
    'equal toLocaleString("de-DE", %s) on many values',
    (_, options) => {
      for (const value of numbers(400)) {
        expect([value, formatGermanNumber(value, options)]).toEqual([value, value.toLocaleString('de-DE', options)]);
      }
    },
  );

  it('writes thousands dots and a decimal comma', () => {
    expect(formatGermanNumber(1234567.891)).toBe('1.234.567,891');
    expect(formatGermanNumber(1234.5, { minimumFractionDigits: 2 })).toBe('1.234,50');
    expect(formatGermanNumber(1234.5, { useGrouping: false, minimumFractionDigits: 2 })).toBe('1234,50');
  });

  it('rounds half away from zero on the decimal value (1,005 → 1,01), carrying into the integer', () => {
    expect(formatGermanNumber(1.005, { maximumFractionDigits: 2 })).toBe('1,01');
    expect(formatGermanNumber(999.995, { maximumFractionDigits: 2 })).toBe('1.000');
    expect(formatGermanNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
  });

  it('writes NaN and infinity as Intl does', () => {
    expect(formatGermanNumber(Number.NaN)).toBe(Number.NaN.toLocaleString('de-DE'));
    expect(formatGermanNumber(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY.toLocaleString('de-DE'));
    expect(formatGermanNumber(Number.NEGATIVE_INFINITY)).toBe(Number.NEGATIVE_INFINITY.toLocaleString('de-DE'));
  });

  it("writes euros as Intl's de-DE currency format does", () => {
    const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    for (const value of numbers(400)) expect([value, formatGermanEuro(value)]).toEqual([value, euro.format(value)]);
    expect(formatGermanEuro(1234.5)).toBe('1.234,50\u00a0€');
  });
});

/** Moments from 1996 to 2060 with the switch nights of summer time among them. */
function moments(): Date[] {
  const out: Date[] = [];
  for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2060, 0, 1); time += 86_400_000 * 3 + 3_600_000 * 7 + 60_000 * 13)
    out.push(new Date(time));
  for (const year of [2024, 2025, 2026, 2027]) {
    for (const [month, day] of [
      [2, 31],
      [9, 31],
    ]) {
      const last = new Date(Date.UTC(year, month, day, 1));
      const sunday = last.getTime() - last.getUTCDay() * 86_400_000;
      for (const offset of [-3_600_001, -1, 0, 1, 3_599_999, 3_600_000]) out.push(new Date(sunday + offset));
    }
  }
  return out;
}

describe('German dates without Intl', () => {
  it('Berlin clock equals Intl with time zone Europe/Berlin, across summer-time switches', () => {
    const dayTime = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const long = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: 'numeric', month: 'long', year: 'numeric' });
    const weekday = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', weekday: 'short' });
    for (const date of moments()) {
      const clock = berlinClock(date);
      expect([date.toISOString(), germanDayTime(clock)]).toEqual([date.toISOString(), dayTime.format(date)]);
      expect([date.toISOString(), germanLongDay(clock)]).toEqual([date.toISOString(), long.format(date)]);
      expect([date.toISOString(), clock.weekday]).toEqual([
        date.toISOString(),
        ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'].indexOf(weekday.format(date).slice(0, 2)) + 1,
      ]);
    }
  });

  it("the visitor's clock equals Intl without a time zone", () => {
    const day = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });
    for (const date of moments().slice(0, 2000)) {
      expect(germanDay(localClock(date))).toBe(day.format(date));
      expect(germanTime(localClock(date))).toBe(time.format(date));
    }
  });

  it('writes the long date with the German month name', () => {
    expect(germanLongDay(berlinClock(new Date('2026-03-01T00:30:00Z')))).toBe('1. März 2026');
    expect(germanLongDay(berlinClock(new Date('2026-12-31T23:30:00Z')))).toBe('1. Januar 2027');
  });

  it('writes a calendar day of the API as TT.MM.JJJJ without a time zone, and leaves other text as it is', () => {
    expect(germanCalendarDay('2026-12-24')).toBe('24.12.2026');
    expect(germanCalendarDay('2027-01-02')).toBe('02.01.2027');
    expect(germanCalendarDay('24.12.2026')).toBe('24.12.2026');
    expect(germanCalendarDay('')).toBe('');
  });

  it('names the weekday as the API counts it, Montag = 1 … Sonntag = 7, as Intl does, and nothing for other numbers', () => {
    const long = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'long' });
    for (let day = 1; day <= 7; day += 1) {
      // 2026-11-30 is a Monday.
      expect(germanWeekday(day)).toBe(long.format(new Date(Date.UTC(2026, 10, 29 + day))));
    }
    expect(germanWeekday(0)).toBe('');
    expect(germanWeekday(8)).toBe('');
  });
});
