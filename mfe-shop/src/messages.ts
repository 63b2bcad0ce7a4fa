/** Texts of the area „Shop“ (German). */
export const messages = {
  areaName: 'Shop',
  intro: 'Produkte entdecken, vergleichen und bestellen – und als Anbieter das eigene Sortiment pflegen.',
  preview: 'Vorschau: Dieser Bereich wird gerade aufgebaut. Die Seite zeigt, welche Abschnitte hier entstehen.',
  sectionsHeading: 'Abschnitte im Bereich „Shop“',
  viaList: 'über die Übersicht erreichbar',
  notFoundTitle: 'Seite im Bereich „Shop“ nicht gefunden',
  notFoundText: 'Diese Adresse gibt es in diesem Bereich nicht.',
  notFoundLink: 'Zur Übersicht des Bereichs',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here) and its catch-all prefix. */
  home: '/shop',
  prefix: '/shop',
  sections: [
    { path: '/shop', title: 'Shop', text: 'Empfohlene und beliebte Produkte, Bundle-Angebote und Slider.' },
    { path: '/product-list', title: 'Produktliste', text: 'Alle Produkte mit Sortierung und Filtern.' },
    { path: '/product-search', title: 'Produktsuche', text: 'Produkte nach Stichwort, Kategorie und Preis finden.' },
    { path: '/product/:product_id', title: 'Produktseite', text: 'Details, Varianten, Bewertungen und zuletzt angesehene Produkte.' },
    { path: '/shop/cart', title: 'Warenkorb', text: 'Ausgewählte Produkte, Mengen und Staffelpreise.' },
    { path: '/shop/checkout', title: 'Kasse', text: 'Lieferadresse, Zahlart (bar, Gutschein, Rechnung) und Bestellabschluss.' },
    { path: '/shop/favourites', title: 'Favoriten', text: 'Gemerkte Produkte.' },
    { path: '/shop/provider/products', title: 'Meine Produkte', text: 'Produkte des Anbieters anlegen, bearbeiten und veröffentlichen.' },
    { path: '/shop/provider/products/new', title: 'Produkt anlegen', text: 'Neues Produkt mit Varianten, Bildern, Versand und SEO-Daten.' },
    { path: '/shop/provider/food-products/new', title: 'Speise anlegen', text: 'Neues Gastro-Produkt für die Speisekarte.' },
    { path: '/shop/provider/discounts', title: 'Rabatte und Staffelpreise', text: 'Mengenrabatte und Großhandelsrabatte verwalten.' },
    { path: '/shop/provider/bundles', title: 'Bundles', text: 'Eingehende, ausgehende, aktive und inaktive Bundle-Anfragen.' },
  ],
  cart: {
    label: (count: number) => `Warenkorb, ${count} Artikel`,
    text: 'Warenkorb',
  },
} as const;
