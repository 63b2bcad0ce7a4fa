import type { FinancePeriod } from '../types';

export const PRESETS = ['thisMonth', 'lastMonth', 'thisYear', 'last12', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as `JJJJ-MM-TT`. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `TT.MM.JJJJ` (also `T.M.JJJJ`) → `JJJJ-MM-TT`; null when it is no real calendar day. */
export function parseGermanDay(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The period of a preset on `today`: whole calendar months (the current one up to today). */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, today: Date): FinancePeriod {
  const year = today.getFullYear();
  const month = today.getMonth();
  switch (preset) {
    case 'thisMonth':
      return { date_from: isoDay(new Date(year, month, 1)), date_to: isoDay(today) };
    case 'lastMonth':
      return { date_from: isoDay(new Date(year, month - 1, 1)), date_to: isoDay(new Date(year, month, 0)) };
    case 'thisYear':
      return { date_from: isoDay(new Date(year, 0, 1)), date_to: isoDay(today) };
    case 'last12':
      return { date_from: isoDay(new Date(year, month - 11, 1)), date_to: isoDay(today) };
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (`?preset=…` or `?preset=custom&date_from=…&date_to=…`); „this month“ by default. */
export function periodFromParams(params: URLSearchParams, today: Date): { preset: Preset; period: FinancePeriod } {
  const preset = (PRESETS as readonly string[]).includes(params.get('preset') ?? '') ? (params.get('preset') as Preset) : 'thisMonth';
  if (preset === 'custom') {
    const from = params.get('date_from') ?? '';
    const to = params.get('date_to') ?? '';
    const fallback = presetPeriod('thisMonth', today);
    return {
      preset,
      period: { date_from: DAY.test(from) ? from : fallback.date_from, date_to: DAY.test(to) ? to : fallback.date_to },
    };
  }
  return { preset, period: presetPeriod(preset, today) };
}

const SHORT_MONTHS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];

/** `2026-11` → „Nov. 2026“ (de-DE's short month names). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${SHORT_MONTHS[(number ?? 1) - 1] ?? ''} ${year ?? 1970}`;
}
