import { formatGermanNumber } from '@marktplatz/shared';

/** Texts of the figures screen (German). */
export const figuresMessages = {
  title: 'Kennzahlen',
  intro:
    'Umsatz, Provision und Erstattungen des Marktplatzes für einen Zeitraum (Berliner Tage), aus den Bestellungen und dem Hauptbuch berechnet – mit denselben Regeln wie die Finanzübersicht der Anbieter.',
  period: 'Zeitraum',
  presets: 'Schnellauswahl',
  presetLabels: { last30: 'Letzte 30 Tage', lastMonth: 'Letzter Monat', thisYear: 'Dieses Jahr' },
  from: 'von',
  to: 'bis',
  granularity: 'Einteilung',
  granularities: { day: 'Tage', week: 'Wochen', month: 'Monate' },
  show: 'Anzeigen',
  csv: 'CSV herunterladen',
  csvName: (from: string, to: string) => `kennzahlen-${from}-bis-${to}.csv`,
  problems: {
    required: 'Bitte wählen Sie Anfangs- und Enddatum.',
    order: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
    tooLong: 'Der Zeitraum darf höchstens zwei Jahre umfassen. Bitte wählen Sie einen kürzeren Zeitraum.',
  },
  heading: (from: string, to: string) => `Zeitraum ${from} bis ${to}`,
  totals: 'Summen des Zeitraums',
  gmv: 'Umsatz brutto (GMV)',
  commission: 'Provision',
  takeRate: 'Take Rate',
  orders: 'Bestellungen',
  vendorOrders: (count: number) => `${formatGermanNumber(count)} ${count === 1 ? 'Teilbestellung' : 'Teilbestellungen'}`,
  refunds: 'Erstattungen',
  refundCount: (count: number) => `${formatGermanNumber(count)} ${count === 1 ? 'Erstattung' : 'Erstattungen'}`,
  activeProviders: 'Aktive Anbieter',
  activeCustomers: 'Aktive Kunden',
  percent: (basisPoints: number | null) =>
    basisPoints === null ? '–' : `${formatGermanNumber(basisPoints / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`,
  count: (value: number) => formatGermanNumber(value),
  empty: 'In diesem Zeitraum gibt es keine Bestellungen, Provisionen oder Erstattungen.',
  chartHeading: 'Verlauf',
  chartLoading: 'Das Diagramm wird geladen …',
  chartLabel: (unit: string, from: string, to: string) =>
    `Balkendiagramm: Umsatz brutto (GMV) und Provision je ${unit}, ${from} bis ${to}. Dieselben Zahlen stehen in der Tabelle darunter.`,
  chartUnit: { day: 'Tag', week: 'Woche', month: 'Monat' },
  tableCaption: (unit: string) => `Kennzahlen je ${unit}`,
  bucket: 'Zeitraum',
  sum: 'Summe',
} as const;
