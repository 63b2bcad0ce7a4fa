/** Topics of the contact form. */
export const CONTACT_CATEGORIES: readonly string[] = [
  'Allgemeine Anfrage',
  'Fragen zu einer Bestellung',
  'Zahlung und Rechnung',
  'Versand und Lieferung',
  'Widerruf und Rückgabe',
  'Kundenkonto und Anmeldung',
  'Anbieter werden',
  'Technisches Problem',
  'Datenschutz',
  'Presse und Kooperationen',
];

export interface ContactInfoSeed {
  companyName: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  openingHours: string;
  managingDirectors: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
}

/** The operator's contact details as the demo data shows them; an operator replaces them in the database. */
export const CONTACT_INFO: ContactInfoSeed = {
  companyName: 'Marktplatz GmbH',
  street: 'Chausseestraße',
  streetNumber: '20',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  phone: '+49 30 12345678',
  email: 'kontakt@marktplatz.example',
  openingHours: 'Montag bis Freitag 9:00–18:00 Uhr, Samstag 10:00–14:00 Uhr',
  managingDirectors: 'Anna Beispiel, Markus Muster',
  registerCourt: 'Amtsgericht Charlottenburg (Berlin)',
  registerNumber: 'HRB 000000 B',
  vatId: 'DE000000000',
};

export interface StreetSeed {
  name: string;
  postalCode: string;
  city: string;
}

/** Well-known shopping streets for the street search; an operator adds the rest. */
export const STREETS: readonly StreetSeed[] = [
  { name: 'Unter den Linden', postalCode: '10117', city: 'Berlin' },
  { name: 'Friedrichstraße', postalCode: '10117', city: 'Berlin' },
  { name: 'Kurfürstendamm', postalCode: '10719', city: 'Berlin' },
  { name: 'Alexanderplatz', postalCode: '10178', city: 'Berlin' },
  { name: 'Chausseestraße', postalCode: '10115', city: 'Berlin' },
  { name: 'Jungfernstieg', postalCode: '20354', city: 'Hamburg' },
  { name: 'Mönckebergstraße', postalCode: '20095', city: 'Hamburg' },
  { name: 'Marienplatz', postalCode: '80331', city: 'München' },
  { name: 'Kaufingerstraße', postalCode: '80331', city: 'München' },
  { name: 'Schildergasse', postalCode: '50667', city: 'Köln' },
  { name: 'Hohe Straße', postalCode: '50667', city: 'Köln' },
  { name: 'Zeil', postalCode: '60313', city: 'Frankfurt am Main' },
  { name: 'Königstraße', postalCode: '70173', city: 'Stuttgart' },
  { name: 'Königsallee', postalCode: '40212', city: 'Düsseldorf' },
  { name: 'Prager Straße', postalCode: '01069', city: 'Dresden' },
  { name: 'Grimmaische Straße', postalCode: '04109', city: 'Leipzig' },
  { name: 'Georgstraße', postalCode: '30159', city: 'Hannover' },
  { name: 'Obernstraße', postalCode: '28195', city: 'Bremen' },
];
