/** Texts of the area „Essen bestellen“ (German). Until its screens are built, every page says so in customer words. */
export const messages = {
  areaName: 'Essen bestellen',
  preview:
    'Diesen Bereich bauen wir gerade für Sie auf. Schauen Sie bald wieder vorbei – bis dahin finden Sie Produkte aus Ihrer Region im Marktplatz.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite gibt es auf dem Marktplatz nicht (mehr).',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here) and its catch-all prefix. */
  home: '/food-provider-search',
  prefix: '/food',
  sections: [
    { path: '/food-provider-search', title: 'Essen bestellen', text: 'Hier finden Sie Restaurants und Lieferdienste in Ihrer Nähe.' },
    { path: '/food', title: 'Essen', text: 'Hier finden Sie Speisekarten und Angebote aus Ihrer Umgebung.' },
    { path: '/food/menu/:slug', title: 'Speisekarte', text: 'Hier sehen Sie die Speisekarte eines Restaurants.' },
    { path: '/food/orders', title: 'Meine Essensbestellungen', text: 'Hier sehen Sie Ihre Essensbestellungen und ihren Stand.' },
    {
      path: '/food/board',
      title: 'Bestelleingang',
      text: 'Hier sehen Sie als Gastronomiebetrieb eingehende Bestellungen und ihren Stand.',
    },
    {
      path: '/food/settings',
      title: 'Einstellungen des Gastronomiebetriebs',
      text: 'Hier pflegen Sie als Gastronomiebetrieb Ihre Angaben.',
    },
    { path: '/food/categories', title: 'Speisekategorien', text: 'Hier ordnen Sie als Gastronomiebetrieb Ihre Speisekarte.' },
    {
      path: '/food/delivery-times',
      title: 'Liefer- und Abholzeiten',
      text: 'Hier legen Sie als Gastronomiebetrieb fest, wann Sie liefern und wann abgeholt werden kann.',
    },
  ],
} as const;
