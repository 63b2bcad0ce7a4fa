/** Texts of the area „Chat“ (German). Until its screens are built, every page says so in customer words. */
export const messages = {
  areaName: 'Chat',
  preview:
    'Diesen Bereich bauen wir gerade für Sie auf. Schauen Sie bald wieder vorbei – bis dahin finden Sie Produkte aus Ihrer Region im Marktplatz.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite gibt es auf dem Marktplatz nicht (mehr).',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here) and its catch-all prefix. */
  home: '/chat',
  prefix: '/chat',
  sections: [
    { path: '/chat', title: 'Nachrichten', text: 'Hier sehen Sie Ihre Unterhaltungen mit Anbietern.' },
    { path: '/chat/:conversation_id', title: 'Unterhaltung', text: 'Hier lesen und schreiben Sie Nachrichten in einer Unterhaltung.' },
    { path: '/chat/contact', title: 'Kontakt', text: 'Hier schreiben Sie uns eine Nachricht.' },
  ],
  window: {
    title: 'Chat',
    close: 'Chat schließen',
    signInFirst: 'Bitte melden Sie sich an, um mit Anbietern und Kunden zu chatten.',
    signIn: 'Anmelden',
    empty: 'Ihre Unterhaltungen mit Anbietern erscheinen hier.',
    comingSoon: 'Der Chat mit Anbietern startet in Kürze. Bis dahin finden Sie die Kontaktdaten des Anbieters in Ihrer Bestellung.',
    allConversations: 'Alle Unterhaltungen',
    toOrders: 'Zu meinen Bestellungen',
  },
} as const;
