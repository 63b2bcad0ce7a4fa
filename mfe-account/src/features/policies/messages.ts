import { formatGermanNumber } from '@marktplatz/shared';

/** Texts of „Rechtstexte Ihres Shops“ (`/account/rechtstexte`), German. */
export const policyMessages = {
  title: 'Rechtstexte Ihres Shops',
  intro:
    'Diese Texte zeigen wir Ihren Kundinnen und Kunden auf Ihrer öffentlichen Anbieterseite. Sie sind für deren Inhalt verantwortlich; eine Vorlage ist ein Ausgangspunkt, den Sie an Ihren Shop anpassen.',
  empty: 'Sie haben noch keine Rechtstexte hinterlegt. Schreiben Sie sie selbst oder beginnen Sie mit einer Vorlage.',
  publicPage: 'Auf der Anbieterseite ansehen',
  fields: {
    return_policy: { label: 'Widerruf und Rückgabe', hint: 'Widerrufsbelehrung, Rücksendung und Erstattung.' },
    shipping_policy: { label: 'Versand', hint: 'Versandarten, Kosten, Lieferzeiten und Liefergebiete.' },
    privacy_policy: { label: 'Datenschutz', hint: 'Wie Sie die Daten Ihrer Kundinnen und Kunden verarbeiten.' },
  },
  count: (count: number, max: number) => `${formatGermanNumber(count)} / ${formatGermanNumber(max)} Zeichen`,
  tooLong: (max: number) => `Der Text darf höchstens ${formatGermanNumber(max)} Zeichen lang sein.`,
  template: (label: string) => `Vorlage für „${label}“`,
  chooseTemplate: 'Vorlage wählen',
  useTemplate: 'Vorlage verwenden',
  noTemplates: 'Für diesen Text gibt es derzeit keine Vorlage.',
  templatesFailed: 'Die Vorlagen konnten nicht geladen werden.',
  confirmTitle: 'Text ersetzen?',
  confirmText: (template: string, label: string) =>
    `Die Vorlage „${template}“ ersetzt Ihren bisherigen Text zu „${label}“. Gespeichert wird erst mit „Rechtstexte speichern“.`,
  confirm: 'Text ersetzen',
  unsaved: 'Ungespeicherte Änderungen',
  save: 'Rechtstexte speichern',
  saved: 'Ihre Rechtstexte wurden gespeichert.',
  lastSaved: (date: string) => `Zuletzt gespeichert am ${date}.`,
} as const;
