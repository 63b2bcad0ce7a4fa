import { formatGermanNumber } from '@marktplatz/shared';

/** Texts of the dashboard (German). */
export const dashboardMessages = {
  title: 'Was zu tun ist',
  caption: 'Warteschlangen Ihrer Rollen',
  none: 'Für Ihre Rollen gibt es keine Warteschlangen.',
  empty: 'Nichts offen',
  openWord: 'offen',
  oldest: (since: string) => `ältester Eintrag ${since}`,
  overdue: (count: number) => (count === 1 ? '1 überfällig' : `${formatGermanNumber(count)} überfällig`),
  noScreen: 'Noch ohne eigene Ansicht – bitte die Technik informieren.',
  reload: 'Aktualisieren',
} as const;
