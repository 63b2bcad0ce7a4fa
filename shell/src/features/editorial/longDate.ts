/** A date as the editorial pages write it: „18. November 2026“ (Europe/Berlin). No dependencies: the server's first views use it too. */
export function formatLongDate(iso: string): string {
  return new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    new Date(iso),
  );
}
