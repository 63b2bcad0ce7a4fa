/** Texts of the area „Anfragen & Immobilien“ (German). Screen texts live beside their screens. */
export const messages = {
  areaName: 'Anfragen & Immobilien',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite gibt es auf dem Marktplatz nicht (mehr).',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here). */
  home: '/bauen-wohnen',
} as const;
