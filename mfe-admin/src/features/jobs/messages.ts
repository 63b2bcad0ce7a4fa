import { formatGermanNumber } from '@marktplatz/shared';

/** Known job names in German; an unknown name is shown as it is. */
const JOB_NAMES: Record<string, string> = {
  'outbox.deliver': 'E-Mail oder SMS zustellen',
  'billing.run': 'Abrechnungslauf',
  'onboarding.purge': 'Abgelehnte Anbieterdaten löschen',
  'chat.erase-user': 'Chatdaten eines gelöschten Kontos entfernen',
  'orders.remove-refund-photos': 'Fotos einer Erstattung entfernen',
  'leads.remove-inquiry-files': 'Dateien einer Anfrage entfernen',
  'documents.remove-files': 'Dokumente entfernen',
};

/** Texts of the dead-job screen (`/admin/jobs`). */
export const jobMessages = {
  title: 'Fehlgeschlagene Aufträge',
  intro:
    'Aufträge, die nach allen Versuchen fehlgeschlagen sind. Beheben Sie die Ursache und starten Sie den Auftrag neu, oder verwerfen Sie ihn. Beides steht mit Ihrer Begründung im Audit-Protokoll.',
  caption: 'Fehlgeschlagene Aufträge',
  reload: 'Aktualisieren',
  jobCol: 'Auftrag',
  dataCol: 'Daten',
  attemptsCol: 'Versuche',
  errorCol: 'Letzter Fehler',
  failedCol: 'Fehlgeschlagen',
  actionsCol: 'Aktionen',
  jobName: (name: string) => JOB_NAMES[name] ?? name,
  number: (id: number) => `Nr. ${id}`,
  attempts: (attempts: number, max: number) => `${attempts} von ${max}`,
  noError: 'keine Angabe',
  noData: 'keine Kennungen',
  entries: (count: number) => (count === 1 ? '1 Eintrag' : `${formatGermanNumber(count)} Einträge`),
  hidden: (names: string[]) => `ausgeblendet: ${names.join(', ')}`,
  empty: 'Keine fehlgeschlagenen Aufträge – alles läuft.',
  total: (count: number) => (count === 1 ? '1 fehlgeschlagener Auftrag' : `${formatGermanNumber(count)} fehlgeschlagene Aufträge`),
  pages: 'Seiten der Auftragsliste',
  retry: 'Neu starten',
  discard: 'Verwerfen',
  retryLabel: (id: number) => `Auftrag ${id} neu starten`,
  discardLabel: (id: number) => `Auftrag ${id} verwerfen`,
  retryTitle: (id: number) => `Auftrag ${id} neu starten?`,
  discardTitle: (id: number) => `Auftrag ${id} verwerfen?`,
  retryText: 'Der Auftrag läuft sofort wieder, mit allen Versuchen. Scheitert er erneut, erscheint er nach den Versuchen wieder hier.',
  discardText: 'Der Auftrag wird nie mehr ausgeführt. Er bleibt als verworfen gespeichert; das lässt sich nicht rückgängig machen.',
  confirm: 'Ich habe die Ursache geprüft und möchte fortfahren.',
  confirmRequired: 'Bitte bestätigen Sie die Aktion.',
  cancel: 'Abbrechen',
  retried: 'Der Auftrag wird neu gestartet.',
  discarded: 'Der Auftrag wurde verworfen.',
} as const;
