import { dashboardMessages } from '../messages';

const t = dashboardMessages.since;

/** „seit 3 Tagen“, „seit einer Stunde“, „seit 5 Minuten“: how long the oldest item has waited. */
export function sinceText(minutes: number): string {
  if (minutes < 1) return t.underMinute;
  if (minutes < 60) return t.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.hours(hours);
  return t.days(Math.floor(hours / 24));
}

/** Minutes between an instant and now (never negative). */
export function minutesSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
}
