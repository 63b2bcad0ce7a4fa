import type { FinanceGroup, FinancePeriod } from './api';

export const PRESETS = ['thisMonth', 'lastMonth', 'thisYear', 'last12', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as `JJJJ-MM-TT`. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The period of a preset on `today`: whole calendar months (the current one up to today). */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, today: Date): FinancePeriod {
  const year = today.getFullYear();
  const month = today.getMonth();
  switch (preset) {
    case 'thisMonth':
      return { date_from: isoDay(new Date(year, month, 1)), date_to: isoDay(today), group: 'day' };
    case 'lastMonth':
      return { date_from: isoDay(new Date(year, month - 1, 1)), date_to: isoDay(new Date(year, month, 0)), group: 'day' };
    case 'thisYear':
      return { date_from: isoDay(new Date(year, 0, 1)), date_to: isoDay(today), group: 'month' };
    case 'last12':
      return { date_from: isoDay(new Date(year, month - 11, 1)), date_to: isoDay(today), group: 'month' };
  }
}

const GROUPS: readonly FinanceGroup[] = ['day', 'week', 'month'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (`?preset=…` or `?date_from=…&date_to=…&group=…`); „this month“ by default. */
export function periodFromParams(params: URLSearchParams, today: Date): { preset: Preset; period: FinancePeriod } {
  const preset = (PRESETS as readonly string[]).includes(params.get('preset') ?? '') ? (params.get('preset') as Preset) : 'thisMonth';
  const group = params.get('group');
  const chosenGroup = GROUPS.includes(group as FinanceGroup) ? (group as FinanceGroup) : undefined;
  if (preset === 'custom') {
    const from = params.get('date_from') ?? '';
    const to = params.get('date_to') ?? '';
    const fallback = presetPeriod('thisMonth', today);
    return {
      preset,
      period: {
        date_from: DAY.test(from) ? from : fallback.date_from,
        date_to: DAY.test(to) ? to : fallback.date_to,
        group: chosenGroup ?? 'day',
      },
    };
  }
  const period = presetPeriod(preset, today);
  return { preset, period: chosenGroup ? { ...period, group: chosenGroup } : period };
}
