/** „seit 3 Tagen“, „seit einer Stunde“, „seit 5 Minuten“: how long the oldest item has waited. */
export function sinceText(minutes: number): string {
  if (minutes < 1) return 'seit weniger als einer Minute';
  if (minutes < 60) return minutes === 1 ? 'seit einer Minute' : `seit ${minutes} Minuten`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? 'seit einer Stunde' : `seit ${hours} Stunden`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'seit einem Tag' : `seit ${days} Tagen`;
}

/** Minutes between an instant and now (never negative). */
export function minutesSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
}
