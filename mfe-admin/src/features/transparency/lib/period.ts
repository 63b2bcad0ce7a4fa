function iso(year: number, monthIndex: number, day: number): string {
  const date = new Date(Date.UTC(year, monthIndex, day));
  return date.toISOString().slice(0, 10);
}

/** The last full calendar month before `today` (local date): first and last day, `YYYY-MM-DD`. */
export function lastFullMonth(today = new Date()): { date_from: string; date_to: string } {
  const year = today.getFullYear();
  const month = today.getMonth();
  return { date_from: iso(year, month - 1, 1), date_to: iso(year, month, 0) };
}
