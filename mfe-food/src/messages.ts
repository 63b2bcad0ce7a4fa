/** Texts of the area „Essen bestellen“ (German). */
export const messages = {
  areaName: 'Essen bestellen',
  intro: 'Gastro-Anbieter und Speisekarten in der Nähe – und für Anbieter das Bestellboard mit Lieferzeiten.',
  preview: 'Vorschau: Dieser Bereich wird gerade aufgebaut. Die Seite zeigt, welche Abschnitte hier entstehen.',
  sectionsHeading: 'Abschnitte im Bereich „Essen bestellen“',
  viaList: 'über die Übersicht erreichbar',
  notFoundTitle: 'Seite im Bereich „Essen bestellen“ nicht gefunden',
  notFoundText: 'Diese Adresse gibt es in diesem Bereich nicht.',
  notFoundLink: 'Zur Übersicht des Bereichs',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here) and its catch-all prefix. */
  home: '/food-provider-search',
  prefix: '/food',
  sections: [
    { path: '/food-provider-search', title: 'Gastro-Anbieter suchen', text: 'Restaurants und Lieferdienste in der Nähe.' },
    { path: '/food', title: 'Essen', text: 'Übersicht über Speisekarten und Angebote.' },
    { path: '/food/menu/:slug', title: 'Speisekarte', text: 'Die Speisekarte eines Anbieters.' },
    { path: '/food/orders', title: 'Meine Essensbestellungen', text: 'Bestellte Speisen und ihr Stand.' },
    { path: '/food/board', title: 'Bestellboard', text: 'Eingehende Bestellungen: offen, in Bearbeitung, in Lieferung, abgeschlossen.' },
    { path: '/food/settings', title: 'Gastro-Einstellungen', text: 'Einstellungen des Gastro-Betriebs.' },
    { path: '/food/categories', title: 'Speisekategorien', text: 'Kategorien der Speisekarte pflegen.' },
    { path: '/food/delivery-times', title: 'Lieferzeiten', text: 'Liefer- und Abholzeiten festlegen.' },
  ],
} as const;
