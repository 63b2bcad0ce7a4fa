/** Texts of the area „Anbieter & Standorte“ (German). */
export const messages = {
  areaName: 'Anbieter & Standorte',
  intro: 'Anbieter finden und ihre Seiten besuchen – und als Anbieter Standorte, Öffnungszeiten und Betriebsferien pflegen.',
  preview: 'Vorschau: Dieser Bereich wird gerade aufgebaut. Die Seite zeigt, welche Abschnitte hier entstehen.',
  sectionsHeading: 'Abschnitte im Bereich „Anbieter & Standorte“',
  viaList: 'über die Übersicht erreichbar',
  notFoundTitle: 'Seite im Bereich „Anbieter & Standorte“ nicht gefunden',
  notFoundText: 'Diese Adresse gibt es in diesem Bereich nicht.',
  notFoundLink: 'Zur Übersicht des Bereichs',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here) and its catch-all prefix. */
  home: '/provider-search',
  prefix: '/stores',
  sections: [
    { path: '/provider-search', title: 'Anbietersuche', text: 'Anbieter nach Name, Ort und Branche finden.' },
    { path: '/provider-detail/:slug', title: 'Anbieterseite', text: 'Die öffentliche Seite eines Anbieters (mit Vorschau).' },
    { path: '/stores', title: 'Standorte', text: 'Standorte des Anbieters verwalten.' },
    { path: '/stores/opening-times', title: 'Öffnungszeiten', text: 'Öffnungszeiten je Standort.' },
    { path: '/stores/holidays', title: 'Betriebsferien', text: 'Feiertage und Schließzeiten.' },
    { path: '/stores/info', title: 'Shop-Informationen', text: 'Angaben zum Shop des Anbieters.' },
  ],
} as const;
