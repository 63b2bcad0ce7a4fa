/** Texts of the area „Bestellungen“ (German). */
export const messages = {
  areaName: 'Bestellungen',
  intro: 'Bestellungen verfolgen, Rechnungen herunterladen, Erstattungen und Widerrufe – für Kunden und Anbieter.',
  preview: 'Vorschau: Dieser Bereich wird gerade aufgebaut. Die Seite zeigt, welche Abschnitte hier entstehen.',
  sectionsHeading: 'Abschnitte im Bereich „Bestellungen“',
  viaList: 'über die Übersicht erreichbar',
  notFoundTitle: 'Seite im Bereich „Bestellungen“ nicht gefunden',
  notFoundText: 'Diese Adresse gibt es in diesem Bereich nicht.',
  notFoundLink: 'Zur Übersicht des Bereichs',
  failed: 'Dieser Bereich konnte nicht angezeigt werden.',
  /** The area's start page (standalone `/` leads here) and its catch-all prefix. */
  home: '/orders',
  prefix: '/orders',
  sections: [
    { path: '/orders', title: 'Meine Bestellungen', text: 'Bestellungen des Kunden mit Status.' },
    { path: '/orders/:order_id', title: 'Bestelldetails', text: 'Positionen, Sendungsverfolgung und Rechnung einer Bestellung.' },
    { path: '/orders/refunds', title: 'Erstattungen', text: 'Beantragte Erstattungen und ihr Stand.' },
    { path: '/orders/withdrawals', title: 'Widerrufe', text: 'Widerrufe einreichen und verfolgen.' },
    { path: '/orders/provider', title: 'Eingegangene Bestellungen', text: 'Bestellungen beim Anbieter und Gesamtbestellwert.' },
    { path: '/orders/provider/shipping', title: 'Versand', text: 'Versandarten und Sendungen verwalten.' },
    { path: '/orders/provider/refunds', title: 'Erstattungen (Anbieter)', text: 'Erstattungsanträge bearbeiten.' },
    { path: '/orders/provider/withdrawals', title: 'Widerrufe (Anbieter)', text: 'Widerrufe von Kunden bearbeiten.' },
    { path: '/orders/provider/invoices', title: 'Rechnungen', text: 'Rechnungen herunterladen.' },
    { path: '/orders/provider/payouts', title: 'Auszahlungen', text: 'Auszahlungen und Auszahlungsdaten.' },
    { path: '/orders/provider/finance', title: 'Finanzrechner', text: 'Finanzierung berechnen.' },
  ],
} as const;
