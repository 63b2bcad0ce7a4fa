/** Texts of the area „Anbieter & Standorte“ (German). Until its screens are built, every page says so in customer words. */
export const messages = {
  areaName: 'Anbieter & Standorte',
  preview:
    'Diesen Bereich bauen wir gerade für Sie auf. Schauen Sie bald wieder vorbei – bis dahin finden Sie Produkte aus Ihrer Region im Marktplatz.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite gibt es auf dem Marktplatz nicht (mehr).',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here) and its catch-all prefix. */
  home: '/provider-search',
  prefix: '/stores',
  sections: [
    { path: '/provider-search', title: 'Anbieter finden', text: 'Hier finden Sie Betriebe und Geschäfte nach Name, Ort und Branche.' },
    {
      path: '/provider-detail/:slug',
      title: 'Anbieter',
      text: 'Hier stellt sich ein Anbieter mit Produkten, Standorten und Öffnungszeiten vor.',
    },
    { path: '/stores', title: 'Standorte', text: 'Hier pflegen Sie als Anbieter Ihre Standorte.' },
    { path: '/stores/opening-times', title: 'Öffnungszeiten', text: 'Hier legen Sie als Anbieter die Öffnungszeiten je Standort fest.' },
    { path: '/stores/holidays', title: 'Betriebsferien', text: 'Hier tragen Sie als Anbieter Feiertage und Schließzeiten ein.' },
    { path: '/stores/info', title: 'Angaben zum Geschäft', text: 'Hier pflegen Sie als Anbieter die Angaben zu Ihrem Geschäft.' },
  ],
} as const;
