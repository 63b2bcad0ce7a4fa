/** The industry tree providers choose from: parent industries with their sub-industries. */
export interface IndustrySeed {
  name: string;
  children: readonly string[];
}

export const INDUSTRIES: readonly IndustrySeed[] = [
  {
    name: 'Handwerk',
    children: [
      'Elektriker',
      'Maler und Lackierer',
      'Sanitär, Heizung und Klima',
      'Tischler und Schreiner',
      'Dachdecker',
      'Fliesenleger',
      'Maurer und Betonbauer',
      'Zimmerer',
      'Bodenleger',
      'Schlüsseldienst',
      'Garten- und Landschaftsbau',
    ],
  },
  {
    name: 'Gastronomie',
    children: ['Restaurant', 'Café', 'Bäckerei und Konditorei', 'Imbiss', 'Lieferdienst', 'Catering', 'Bar und Kneipe'],
  },
  {
    name: 'Einzelhandel',
    children: [
      'Lebensmittel',
      'Mode und Bekleidung',
      'Elektronik',
      'Möbel und Wohnen',
      'Heimwerker- und Baubedarf',
      'Drogerie und Kosmetik',
      'Bücher und Schreibwaren',
      'Sport und Freizeit',
      'Spielwaren',
    ],
  },
  {
    name: 'Immobilien',
    children: ['Immobilienmakler', 'Hausverwaltung', 'Bauträger', 'Gutachter und Sachverständige', 'Baufinanzierung'],
  },
  {
    name: 'Dienstleistungen',
    children: [
      'Gebäudereinigung',
      'Umzug und Transport',
      'Steuerberatung',
      'Rechtsberatung',
      'IT-Dienstleistungen',
      'Fotografie',
      'Veranstaltungsservice',
      'Versicherungsvermittlung',
    ],
  },
  {
    name: 'Gesundheit und Pflege',
    children: ['Arztpraxis', 'Zahnarztpraxis', 'Physiotherapie', 'Apotheke', 'Ambulante Pflege'],
  },
  {
    name: 'Beauty und Wellness',
    children: ['Friseur', 'Kosmetikstudio', 'Massage', 'Fitnessstudio'],
  },
  {
    name: 'Kfz und Mobilität',
    children: ['Kfz-Werkstatt', 'Autohandel', 'Reifenservice', 'Fahrschule'],
  },
  {
    name: 'Bildung',
    children: ['Nachhilfe', 'Sprachschule', 'Musikschule'],
  },
];
