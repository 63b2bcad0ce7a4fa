/** Texts of the area „Chat“ (German). */
export const messages = {
  areaName: 'Chat',
  intro: 'Unterhaltungen zwischen Kunden und Anbietern sowie das Kontaktformular.',
  preview: 'Vorschau: Dieser Bereich wird gerade aufgebaut. Die Seite zeigt, welche Abschnitte hier entstehen.',
  sectionsHeading: 'Abschnitte im Bereich „Chat“',
  viaList: 'über die Übersicht erreichbar',
  notFoundTitle: 'Seite im Bereich „Chat“ nicht gefunden',
  notFoundText: 'Diese Adresse gibt es in diesem Bereich nicht.',
  notFoundLink: 'Zur Übersicht des Bereichs',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here) and its catch-all prefix. */
  home: '/chat',
  prefix: '/chat',
  sections: [
    { path: '/chat', title: 'Unterhaltungen', text: 'Alle Unterhaltungen mit ungelesenen Nachrichten.' },
    { path: '/chat/:conversation_id', title: 'Unterhaltung', text: 'Nachrichten einer Unterhaltung mit Tippanzeige.' },
    { path: '/chat/contact', title: 'Kontaktformular', text: 'Eine Nachricht an den Marktplatz senden.' },
  ],
  launcher: {
    label: 'Chat öffnen',
    text: 'Chat',
  },
  window: {
    title: 'Chat',
    close: 'Chat schließen',
    signInFirst: 'Bitte melden Sie sich an, um mit Anbietern und Kunden zu chatten.',
    signIn: 'Anmelden',
    empty: 'Ihre Unterhaltungen erscheinen hier, sobald der Chat fertig ist.',
    allConversations: 'Alle Unterhaltungen',
  },
} as const;
