import { formatGermanNumber } from '@marktplatz/shared';

/** Texts of the dashboard (German). */
export const dashboardMessages = {
  title: 'Was zu tun ist',
  caption: 'Warteschlangen Ihrer Rollen',
  none: 'Für Ihre Rollen gibt es keine Warteschlangen.',
  empty: 'Nichts offen',
  openWord: 'offen',
  oldest: (since: string) => `ältester Eintrag ${since}`,
  /** How long something has waited: „seit 3 Tagen“, „seit einer Stunde“, „seit 5 Minuten“. */
  since: {
    underMinute: 'seit weniger als einer Minute',
    minutes: (minutes: number) => (minutes === 1 ? 'seit einer Minute' : `seit ${minutes} Minuten`),
    hours: (hours: number) => (hours === 1 ? 'seit einer Stunde' : `seit ${hours} Stunden`),
    days: (days: number) => (days === 1 ? 'seit einem Tag' : `seit ${days} Tagen`),
  },
  overdue: (count: number) => (count === 1 ? '1 überfällig' : `${formatGermanNumber(count)} überfällig`),
  noScreen: 'Noch ohne eigene Ansicht – bitte die Technik informieren.',
  reload: 'Aktualisieren',
} as const;
