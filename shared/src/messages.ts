/**
 * User-facing texts used by more than one app. The error-catalogue texts (spec 01 §8, spec 02 §8) are kept
 * verbatim, including the English ones and their spelling.
 */
export const messages = {
  // Error catalogue (spec 01 §8, spec 02 §8)
  sessionExpired: 'Your Session expired please login in again',
  somethingWentWrong: 'Something went wrong',
  logoutFailed: 'Es ist etwas schief gelaufen, bitte versuchen Sie es erneut.',
  confirmEmail: 'Bitte bestätigen Sie Ihr E-Mail-Konto!',
  profileUpdated: 'Profile updated successfully!',
  internalServerError: 'Internal server error',

  // Validation
  required: 'Pflichtfeld',
  invalidDate: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
  invalidNumber: 'Bitte geben Sie eine gültige Zahl ein.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  invalidFileType: 'Dieser Dateityp ist nicht erlaubt.',
  minLength: (min: number) => `Bitte geben Sie mindestens ${min} Zeichen ein.`,
  maxLength: (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
  minValue: (min: string) => `Der Wert muss mindestens ${min} betragen.`,
  maxValue: (max: string) => `Der Wert darf höchstens ${max} betragen.`,

  // Common UI
  siteName: 'Marktplatz',
  loading: 'Wird geladen',
  loadingText: 'Wird geladen …',
  retry: 'Erneut versuchen',
  loadError: 'Die Daten konnten nicht geladen werden.',
  emptyTitle: 'Keine Einträge vorhanden',
  emptyText: 'Hier gibt es noch nichts anzuzeigen.',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  delete: 'Löschen',
  save: 'Speichern',
  close: 'Schließen',
  closeDialog: 'Dialog schließen',
  closeNotification: 'Benachrichtigung schließen',
  yes: 'Ja',
  no: 'Nein',
  pleaseChoose: 'Bitte wählen',
  showPassword: 'Passwort anzeigen',
  preview: { toShop: 'Zum Marktplatz', toHome: 'Zur Startseite' },
  /** An editor's sticky layer (the shell's start pages, the shop's marketplace). */
  stickyLayer: { close: 'Hinweis schließen' },
  /** The question before leaving a form with unsaved changes (the back office's editor, the account's forms). */
  leaveGuard: {
    title: 'Änderungen verwerfen?',
    text: 'Sie haben ungespeicherte Änderungen. Wenn Sie die Seite verlassen, gehen sie verloren.',
    leave: 'Verwerfen und verlassen',
    stay: 'Weiter bearbeiten',
  },
  bankAccount: { accountHolder: 'Kontoinhaber', iban: 'IBAN', bic: 'BIC (optional)' },
  filePicker: { choose: 'Datei auswählen', chooseMany: 'Dateien auswählen', none: 'Keine Datei ausgewählt' },
  /** The address form of the address books (account) and the checkout's „Adresse anlegen“ dialog. */
  address: {
    addShipping: 'Neue Lieferadresse',
    addBilling: 'Neue Rechnungsadresse',
    gender: 'Anrede',
    company: 'Firma (optional)',
    firstName: 'Vorname',
    lastName: 'Nachname',
    street: 'Straße',
    streetNumber: 'Hausnummer',
    streetNumberAbroad: 'Hausnummer (optional)',
    zip: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    phone: 'Telefon',
    email: 'E-Mail-Adresse (optional)',
    alternateEmail: 'Diese E-Mail-Adresse für Benachrichtigungen zur Bestellung verwenden',
    vatId: 'USt-IdNr. (optional)',
    isShipping: 'Auch als Lieferadresse verwenden',
    // The API's texts (api/src/modules/address/schemas.ts), so the form and the server say the same.
    germanZip: 'Die Postleitzahl muss in Deutschland aus genau fünf Ziffern bestehen.',
    streetNumberMissing: 'Bitte geben Sie die Hausnummer ein.',
    countries: {
      DE: 'Deutschland',
      AT: 'Österreich',
      CH: 'Schweiz',
      NL: 'Niederlande',
      FR: 'Frankreich',
      PL: 'Polen',
      IT: 'Italien',
    },
  },
  skipToContent: 'Zum Inhalt springen',
  notifications: 'Benachrichtigungen',
  sortBy: 'Sortieren nach',
  areaUnavailable: 'Dieser Bereich ist derzeit nicht verfügbar.',
  notFound: 'Seite nicht gefunden',
  loginRequired: 'Bitte melden Sie sich an, um fortzufahren.',

  // Pagination
  pagination: 'Seitennavigation',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  firstPage: 'Erste Seite',
  lastPage: 'Letzte Seite',
  page: (n: number) => `Seite ${n}`,
  pageOf: (page: number, total: number) => `Seite ${page} von ${total}`,

  // Actions and states several apps show
  login: 'Anmelden',
  logout: 'Abmelden',
  register: 'Registrieren',
  back: 'Zurück',
  edit: 'Bearbeiten',
  add: 'Hinzufügen',
  search: 'Suchen',
  filter: 'Filtern',
  resetFilters: 'Filter zurücksetzen',
  details: 'Details',
  showMore: 'Mehr anzeigen',
  noResults: 'Keine Ergebnisse gefunden.',
  requiredHint: 'Pflichtfelder sind mit * markiert.',

  // A page for the other role (RequireAuth with `role`)
  guard: {
    User: { title: 'Nur für Kundinnen und Kunden', text: 'Diese Seite steht nur Kundenkonten zur Verfügung.' },
    Company: { title: 'Nur für Anbieter', text: 'Diese Seite steht nur Anbietern zur Verfügung.' },
  },

  // Roles and salutations
  roles: { User: 'Kunde', Company: 'Anbieter' } as const,
  salutations: { male: 'Herr', female: 'Frau', other: 'Divers' } as const,

  // "Angaben zum Anbieter" (Art. 30(7) DSA) on product and provider pages
  trader: {
    title: 'Angaben zum Anbieter',
    name: 'Name',
    representedBy: 'Vertreten durch',
    address: 'Anschrift',
    phone: 'Telefon',
    email: 'E-Mail',
    register: 'Registereintrag',
    vatId: 'USt-IdNr.',
    selfCertification: 'Selbstverpflichtung',
  },
} as const;

export type Messages = typeof messages;
