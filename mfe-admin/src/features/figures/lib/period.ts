import type { FiguresQuery, Granularity } from '../api/getFigures';

export const PRESETS = ['last30', 'lastMonth', 'thisYear'] as const;
export type Preset = (typeof PRESETS)[number];

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as `JJJJ-MM-TT`. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days of a preset on `today`: the last 30 days up to today, the last full month, this year up to today. */
export function presetPeriod(preset: Preset, today: Date = new Date()): { date_from: string; date_to: string } {
  const year = today.getFullYear();
  const month = today.getMonth();
  switch (preset) {
    case 'last30':
      return { date_from: isoDay(new Date(year, month, today.getDate() - 29)), date_to: isoDay(today) };
    case 'lastMonth':
      return { date_from: isoDay(new Date(year, month - 1, 1)), date_to: isoDay(new Date(year, month, 0)) };
    case 'thisYear':
      return { date_from: isoDay(new Date(year, 0, 1)), date_to: isoDay(today) };
  }
}

/** The granularity that suits a preset: days for 30 days and a month, months for a year. */
export const PRESET_GRANULARITY: Record<Preset, Granularity> = { last30: 'day', lastMonth: 'day', thisYear: 'month' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a period before it is asked for (the server checks the same), or null. */
export function periodProblem(query: FiguresQuery): 'required' | 'order' | 'tooLong' | null {
  if (!DAY.test(query.date_from) || !DAY.test(query.date_to)) return 'required';
  if (query.date_from > query.date_to) return 'order';
  const [year, month, day] = query.date_from.split('-').map(Number) as [number, number, number];
  if (query.date_to >= isoDay(new Date(year + 2, month - 1, day))) return 'tooLong';
  return null;
}
