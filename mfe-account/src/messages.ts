/** Texts of the area „Konto“ (German). */
export const messages = {
  areaName: 'Konto',
  intro: 'Anmelden, registrieren und das eigene Konto verwalten – von Adressen bis zu Paketen und Dokumenten.',
  preview: 'Vorschau: Dieser Bereich wird gerade aufgebaut. Die Seite zeigt, welche Abschnitte hier entstehen.',
  sectionsHeading: 'Abschnitte im Bereich „Konto“',
  viaList: 'über die Übersicht erreichbar',
  notFoundTitle: 'Seite im Bereich „Konto“ nicht gefunden',
  notFoundText: 'Diese Adresse gibt es in diesem Bereich nicht.',
  notFoundLink: 'Zur Übersicht des Bereichs',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here) and its catch-all prefix. */
  home: '/login',
  prefix: '/account',
  sections: [
    { path: '/login', title: 'Anmelden', text: 'Mit E-Mail-Adresse und Passwort anmelden, auf Wunsch mit Zwei-Faktor-Code.' },
    { path: '/register', title: 'Registrieren', text: 'Als Kunde oder als Anbieter registrieren.' },
    { path: '/forgot-password', title: 'Passwort vergessen', text: 'Einen Link zum Zurücksetzen anfordern.' },
    { path: '/password/reset', title: 'Passwort zurücksetzen', text: 'Ein neues Passwort vergeben.' },
    { path: '/account', title: 'Mein Konto', text: 'Profil und persönliche Angaben.' },
    { path: '/account/security', title: 'Sicherheit', text: 'Passwort ändern und Zwei-Faktor-Anmeldung.' },
    { path: '/account/addresses', title: 'Adressen', text: 'Liefer- und Rechnungsadressen.' },
    { path: '/account/notifications', title: 'Benachrichtigungen', text: 'Alle Benachrichtigungen und ihre Einstellungen.' },
    { path: '/account/newsletter', title: 'Newsletter', text: 'Newsletter abonnieren und abbestellen.' },
    { path: '/account/packages', title: 'Pakete und Abonnements', text: 'Pakete buchen und Abonnements verwalten.' },
    { path: '/account/onboarding', title: 'Anbieter-Onboarding', text: 'Schritte zum fertigen Anbieterkonto.' },
    { path: '/account/documents', title: 'Dokumente', text: 'Dokumente des Anbieters.' },
    { path: '/account/loans', title: 'Kreditanfragen', text: 'Kreditanfragen stellen und verfolgen.' },
  ],
  bell: {
    label: 'Benachrichtigungen',
    labelWithUnread: (count: number) => `Benachrichtigungen, ${count} ungelesen`,
  },
} as const;
