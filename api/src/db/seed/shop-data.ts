/**
 * The demo catalogue: German categories, manufacturers, providers, shipping methods and product families. The
 * seed (`src/db/seed/shop.ts`) expands each family's `names` into products; prices, stock and dates come from a
 * seeded random generator, so every database gets the same catalogue.
 */

export type ProviderKey = 'becker' | 'hansen' | 'vogt' | 'sonnenfeld' | 'lindner';

export interface SeedProvider {
  key: ProviderKey;
  /** The demo provider exists already (account seed); the others are created. */
  existing?: true;
  email: string;
  username: string;
  gender: 'male' | 'female';
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  vatNumber: string;
}

export const SEED_PROVIDERS: readonly SeedProvider[] = [
  {
    key: 'becker',
    existing: true,
    email: 'anbieter@example.com',
    username: 'anbieter',
    gender: 'male',
    firstName: 'Thomas',
    lastName: 'Becker',
    phone: '+49 89 7654321',
    companyName: 'Becker Handwerk & Design GmbH',
    street: 'Leopoldstraße',
    houseNumber: '42',
    zipCode: '80802',
    city: 'München',
    vatNumber: 'DE123456789',
  },
  {
    key: 'hansen',
    email: 'kuechenwelt@example.com',
    username: 'kuechenwelt',
    gender: 'female',
    firstName: 'Maren',
    lastName: 'Hansen',
    phone: '+49 40 3344556',
    companyName: 'Küchenwelt Hansen KG',
    street: 'Große Elbstraße',
    houseNumber: '112',
    zipCode: '22767',
    city: 'Hamburg',
    vatNumber: 'DE234567891',
  },
  {
    key: 'vogt',
    email: 'elektro-vogt@example.com',
    username: 'elektrovogt',
    gender: 'male',
    firstName: 'Jonas',
    lastName: 'Vogt',
    phone: '+49 221 9988776',
    companyName: 'Elektro Vogt e.K.',
    street: 'Ehrenstraße',
    houseNumber: '18',
    zipCode: '50672',
    city: 'Köln',
    vatNumber: 'DE345678912',
  },
  {
    key: 'sonnenfeld',
    email: 'hofladen@example.com',
    username: 'hofladen',
    gender: 'female',
    firstName: 'Lena',
    lastName: 'Sonnenfeld',
    phone: '+49 761 445566',
    companyName: 'Hofladen Sonnenfeld',
    street: 'Kartäuserstraße',
    houseNumber: '7',
    zipCode: '79102',
    city: 'Freiburg im Breisgau',
    vatNumber: 'DE456789123',
  },
  {
    key: 'lindner',
    email: 'modehaus@example.com',
    username: 'modehaus',
    gender: 'female',
    firstName: 'Sophie',
    lastName: 'Lindner',
    phone: '+49 341 2233445',
    companyName: 'Modehaus Lindner',
    street: 'Grimmaische Straße',
    houseNumber: '25',
    zipCode: '04109',
    city: 'Leipzig',
    vatNumber: 'DE567891234',
  },
];

export interface SeedShipping {
  name: string;
  priceCents: number;
  freeFromCents: number | null;
  deliveryTime: string;
  isPickup?: true;
}

export const SEED_SHIPPINGS: Record<ProviderKey, readonly SeedShipping[]> = {
  becker: [
    { name: 'DHL Paket', priceCents: 499, freeFromCents: 5000, deliveryTime: '2–3 Werktage' },
    { name: 'Spedition (Bordsteinkante)', priceCents: 3900, freeFromCents: 50000, deliveryTime: '5–10 Werktage' },
    { name: 'Abholung in München', priceCents: 0, freeFromCents: null, deliveryTime: 'nach Terminvereinbarung', isPickup: true },
  ],
  hansen: [
    { name: 'DHL Paket', priceCents: 499, freeFromCents: 4900, deliveryTime: '1–3 Werktage' },
    { name: 'Hermes Paket', priceCents: 395, freeFromCents: null, deliveryTime: '3–5 Werktage' },
  ],
  vogt: [
    { name: 'DHL Paket', priceCents: 499, freeFromCents: 10000, deliveryTime: '1–2 Werktage' },
    { name: 'DHL Express', priceCents: 1290, freeFromCents: null, deliveryTime: 'nächster Werktag bei Bestellung bis 14 Uhr' },
    { name: 'Abholung im Laden Köln', priceCents: 0, freeFromCents: null, deliveryTime: 'ab 2 Stunden nach Bestellung', isPickup: true },
  ],
  sonnenfeld: [
    { name: 'DHL GoGreen (gekühlt)', priceCents: 690, freeFromCents: 6000, deliveryTime: '1–2 Werktage' },
    { name: 'Abholung im Hofladen', priceCents: 0, freeFromCents: null, deliveryTime: 'Di–Sa 8–18 Uhr', isPickup: true },
  ],
  lindner: [
    { name: 'DHL Paket', priceCents: 499, freeFromCents: 7500, deliveryTime: '2–4 Werktage' },
    { name: 'Hermes Paket', priceCents: 395, freeFromCents: null, deliveryTime: '3–5 Werktage' },
  ],
};

export const SEED_MANUFACTURERS: readonly { name: string; isLocal?: true }[] = [
  { name: 'Eichenwerk Bayern', isLocal: true },
  { name: 'Gartenfreund' },
  { name: 'Grünraum' },
  { name: 'Lichtblick Leuchten' },
  { name: 'Kochprofi' },
  { name: 'Schneidkunst Solingen', isLocal: true },
  { name: 'Porzellanmanufaktur Elbtal' },
  { name: 'Voltara' },
  { name: 'Klangwerk' },
  { name: 'Rechenhaus' },
  { name: 'Backstube Müller', isLocal: true },
  { name: 'Imkerei Sommer', isLocal: true },
  { name: 'Rösterei Hanse', isLocal: true },
  { name: 'Obsthof Kaiserstuhl', isLocal: true },
  { name: 'Nordfaden' },
  { name: 'Laufwerk' },
  { name: 'Werkmeister' },
  { name: 'Farbenfroh' },
];

/** Option dimension of a family's variants. */
export interface SeedOption {
  feature: 'Größe' | 'Farbe' | 'Durchmesser' | 'Speicher' | 'Inhalt' | 'Schuhgröße' | 'Länge';
  values: readonly { value: string; custom?: string; priceDelta?: number; unit?: number }[];
}

/** Colour name → hue of its illustration. */
export const COLOR_HUES: Record<string, number> = {
  Schwarz: 220,
  Weiß: 40,
  Anthrazit: 210,
  Salbeigrün: 110,
  Senfgelb: 45,
  Marineblau: 215,
  Terrakotta: 15,
  Naturbeige: 35,
  Bordeaux: 345,
  Grau: 200,
};

export const COLORS = {
  Schwarz: '#222222',
  Weiß: '#ffffff',
  Anthrazit: '#3c3f44',
  Salbeigrün: '#8fa98b',
  Senfgelb: '#d4a017',
  Marineblau: '#1f3a5f',
  Terrakotta: '#c8643b',
  Naturbeige: '#d9c7a7',
  Bordeaux: '#6d1a2a',
  Grau: '#8a8a8a',
} as const;

export interface SeedFamily {
  /** Child category slug. */
  category: string;
  provider: ProviderKey;
  manufacturer: string;
  motif: string;
  hue: number;
  /** Price range of one piece in cents (gross). */
  price: readonly [number, number];
  tax?: 7;
  names: readonly string[];
  /** One sentence describing the family; `{name}` is replaced. */
  about: string;
  facts: readonly string[];
  features: readonly (readonly [string, string])[];
  tags: readonly string[];
  options?: readonly SeedOption[];
  /** Content per piece for the base price (e.g. 500 with unit `g`). */
  unit?: { quantity: number; unit: 'g' | 'kg' | 'ml' | 'l' | 'm' | 'm²' };
  pickup?: true;
  bulk?: true;
  wholesale?: true;
  weightKg?: number;
}

const sizes = { feature: 'Größe', values: [{ value: 'M' }, { value: 'L' }, { value: 'XL', priceDelta: 200 }] } as const;
const shirtColors = {
  feature: 'Farbe',
  values: [
    { value: 'Marineblau', custom: COLORS.Marineblau },
    { value: 'Salbeigrün', custom: COLORS.Salbeigrün },
  ],
} as const;

export const SEED_CATEGORIES: readonly {
  name: string;
  motif: string;
  hue: number;
  children: readonly { name: string; children: readonly string[] }[];
}[] = [
  {
    name: 'Haus & Garten',
    motif: 'plant',
    hue: 120,
    children: [
      { name: 'Wohnen', children: ['Stühle', 'Tische', 'Sofas', 'Leuchten'] },
      { name: 'Gartengeräte', children: ['Spaten & Schaufeln', 'Gießkannen'] },
      { name: 'Pflanzen & Töpfe', children: ['Zimmerpflanzen'] },
    ],
  },
  {
    name: 'Küche',
    motif: 'pot',
    hue: 20,
    children: [
      { name: 'Kochgeschirr', children: ['Töpfe', 'Pfannen'] },
      { name: 'Messer & Besteck', children: ['Kochmesser'] },
      { name: 'Tassen & Becher', children: ['Kaffeebecher'] },
    ],
  },
  {
    name: 'Elektronik',
    motif: 'laptop',
    hue: 215,
    children: [
      { name: 'Smartphones & Zubehör', children: ['Smartphones', 'Kopfhörer'] },
      { name: 'Computer', children: ['Notebooks'] },
      { name: 'Audio', children: ['Lautsprecher'] },
      { name: 'Beleuchtung', children: ['LED-Leuchtmittel'] },
    ],
  },
  {
    name: 'Lebensmittel',
    motif: 'apple',
    hue: 45,
    children: [
      { name: 'Backwaren', children: ['Brot'] },
      { name: 'Aufstriche', children: ['Honig', 'Marmelade'] },
      { name: 'Getränke', children: ['Säfte', 'Kaffee'] },
      { name: 'Obst & Gemüse', children: ['Äpfel'] },
    ],
  },
  {
    name: 'Mode',
    motif: 'shirt',
    hue: 330,
    children: [
      { name: 'Damen', children: ['Damen-Shirts', 'Taschen'] },
      { name: 'Herren', children: ['Herren-Shirts'] },
      { name: 'Schuhe', children: ['Sneaker'] },
    ],
  },
  {
    name: 'Baumarkt',
    motif: 'hammer',
    hue: 28,
    children: [
      { name: 'Werkzeug', children: ['Hämmer', 'Bohrmaschinen', 'Sägen'] },
      { name: 'Farben & Lacke', children: ['Wandfarbe'] },
      { name: 'Aufbewahrung', children: ['Werkzeugkisten'] },
    ],
  },
];

export const SEED_FAMILIES: readonly SeedFamily[] = [
  {
    category: 'stuehle',
    provider: 'becker',
    manufacturer: 'Eichenwerk Bayern',
    motif: 'chair',
    hue: 30,
    price: [8900, 34900],
    names: [
      'Küchenstuhl „Lena“ aus Eiche',
      'Esszimmerstuhl „Anton“ Buche massiv',
      'Schwingstuhl „Bauhaus“',
      'Polsterstuhl „Greta“',
      'Barhocker „Tresen“ Eiche geölt',
      'Kinderstuhl „Mia“ höhenverstellbar',
      'Klappstuhl „Balkonia“ Akazie',
      'Sessel „Feierabend“ mit Armlehnen',
    ],
    about: '{name}: in der eigenen Werkstatt gefertigt, stabil verleimt und mit natürlichem Hartwachsöl behandelt.',
    facts: ['Sitzhöhe 46 cm', 'Belastbar bis 120 kg', 'FSC-zertifiziertes Holz aus Süddeutschland', 'Filzgleiter für empfindliche Böden'],
    features: [
      ['Material', 'Massivholz'],
      ['Oberfläche', 'Hartwachsöl'],
      ['Montage', 'vormontiert'],
    ],
    tags: ['Massivholz', 'Handarbeit', 'Made in Germany', 'Esszimmer'],
    options: [
      {
        feature: 'Farbe',
        values: [
          { value: 'Naturbeige', custom: COLORS.Naturbeige },
          { value: 'Anthrazit', custom: COLORS.Anthrazit, priceDelta: 1000 },
          { value: 'Salbeigrün', custom: COLORS.Salbeigrün, priceDelta: 1000 },
        ],
      },
    ],
    pickup: true,
    wholesale: true,
    weightKg: 6.5,
  },
  {
    category: 'tische',
    provider: 'becker',
    manufacturer: 'Eichenwerk Bayern',
    motif: 'table',
    hue: 28,
    price: [24900, 189900],
    names: [
      'Esstisch „Alpenholz“ Eiche 180 × 90 cm',
      'Couchtisch „Isar“ rund',
      'Schreibtisch „Werkbank“ mit Schublade',
      'Beistelltisch „Kiesel“',
      'Ausziehtisch „Familie“ Buche',
      'Gartentisch „Terrasse“ Lärche',
      'Konsolentisch „Flur“ schmal',
      'Bistrotisch „Café“ klappbar',
    ],
    about: '{name}: zeitloses Möbelstück aus massivem Holz, gebaut für Generationen.',
    facts: ['Tischplatte 4 cm stark', 'Kanten von Hand gebrochen', 'Auf Wunsch Lieferung mit Montage'],
    features: [
      ['Material', 'Massivholz'],
      ['Oberfläche', 'natur geölt'],
    ],
    tags: ['Massivholz', 'Made in Germany', 'Esszimmer', 'Nachhaltig'],
    pickup: true,
    weightKg: 38,
  },
  {
    category: 'sofas',
    provider: 'becker',
    manufacturer: 'Eichenwerk Bayern',
    motif: 'sofa',
    hue: 200,
    price: [69900, 249900],
    names: [
      'Sofa „Wolke“ 3-Sitzer',
      'Ecksofa „Ankerplatz“',
      'Schlafsofa „Gästezimmer“',
      'Zweisitzer „Lesezimmer“ Cord',
      'Récamiere „Ruhepol“',
      'Hocker „Pouf“ Wollfilz',
    ],
    about: '{name}: bequemer Sitzkomfort mit Kaltschaumpolsterung und abnehmbaren Bezügen.',
    facts: ['Bezüge waschbar bei 30 °C', 'Gestell aus Buche', 'Kaltschaum RG 35'],
    features: [
      ['Bezug', 'Baumwolle/Leinen'],
      ['Polsterung', 'Kaltschaum'],
    ],
    tags: ['Wohnzimmer', 'Handarbeit', 'Made in Germany'],
    options: [
      {
        feature: 'Farbe',
        values: [
          { value: 'Grau', custom: COLORS.Grau },
          { value: 'Senfgelb', custom: COLORS.Senfgelb },
          { value: 'Bordeaux', custom: COLORS.Bordeaux, priceDelta: 5000 },
        ],
      },
    ],
    pickup: true,
    weightKg: 55,
  },
  {
    category: 'leuchten',
    provider: 'becker',
    manufacturer: 'Lichtblick Leuchten',
    motif: 'lamp',
    hue: 45,
    price: [3990, 24900],
    names: [
      'Stehleuchte „Leselicht“',
      'Tischleuchte „Nachtfalter“',
      'Pendelleuchte „Glocke“ Messing',
      'Wandleuchte „Flurlicht“',
      'Bogenleuchte „Lounge“',
      'Akku-Tischleuchte „Terrasse“',
      'Schreibtischleuchte „Gelenk“',
    ],
    about: '{name}: warmes, blendfreies Licht für gemütliche Abende.',
    facts: ['Fassung E27, max. 60 W', 'Textilkabel 2 m', 'Leuchtmittel nicht im Lieferumfang'],
    features: [
      ['Fassung', 'E27'],
      ['Schutzart', 'IP20'],
    ],
    tags: ['Wohnzimmer', 'Beleuchtung', 'Design'],
    weightKg: 3.2,
  },
  {
    category: 'spaten-und-schaufeln',
    provider: 'becker',
    manufacturer: 'Gartenfreund',
    motif: 'shovel',
    hue: 100,
    price: [1990, 6990],
    names: [
      'Spaten „Gärtnermeister“ Esche',
      'Schaufel „Kompost“',
      'Handschaufel „Beet“ Edelstahl',
      'Sauzahn „Bodenlocker“',
      'Pflanzkelle „Balkon“',
      'Grabegabel „Acker“',
    ],
    about: '{name}: geschmiedeter Stahl und ein Stiel aus heimischem Eschenholz.',
    facts: ['Blatt aus Borstahl, gehärtet', 'Stiel aus FSC-Esche', '10 Jahre Garantie'],
    features: [
      ['Material', 'Stahl/Esche'],
      ['Stiellänge', '110 cm'],
    ],
    tags: ['Garten', 'Werkzeug', 'Langlebig'],
    bulk: true,
    weightKg: 2.1,
  },
  {
    category: 'giesskannen',
    provider: 'hansen',
    manufacturer: 'Gartenfreund',
    motif: 'wateringcan',
    hue: 150,
    price: [990, 4990],
    names: [
      'Gießkanne „Klassik“ 10 l verzinkt',
      'Zimmergießkanne „Tropfen“ 1,5 l',
      'Gießkanne „Balkon“ 5 l',
      'Regenbrause-Aufsatz Messing',
      'Gießkanne „Kinderhände“ 2 l',
      'Gießkanne „Edelstahl“ 6 l',
      'Bewässerungskugeln „Urlaub“ 4 Stück',
    ],
    about: '{name}: ausgewogen in der Hand, mit feiner Brause für Setzlinge.',
    facts: ['Abnehmbare Brause', 'Frostfest', 'Rostfrei'],
    features: [['Material', 'Zink/Kunststoff']],
    tags: ['Garten', 'Balkon', 'Pflanzenpflege'],
    unit: { quantity: 1, unit: 'l' },
    weightKg: 1.2,
  },
  {
    category: 'zimmerpflanzen',
    provider: 'sonnenfeld',
    manufacturer: 'Grünraum',
    motif: 'plant',
    hue: 125,
    price: [990, 5990],
    names: [
      'Monstera deliciosa im Topf',
      'Grünlilie „Luftreiniger“',
      'Bogenhanf „Sansevieria“',
      'Einblatt „Spathiphyllum“',
      'Kräuterset „Küchenfenster“',
      'Olivenbaum 80 cm',
      'Efeutute „Golden Pothos“',
    ],
    tax: 7,
    about: '{name}: aus unserer eigenen Gärtnerei, kräftig bewurzelt und pflegeleicht.',
    facts: ['Im 14-cm-Topf', 'Heller Standort ohne direkte Mittagssonne', 'Torffreie Erde'],
    features: [
      ['Standort', 'hell bis halbschattig'],
      ['Topfgröße', '14 cm'],
    ],
    tags: ['Zimmerpflanze', 'Nachhaltig', 'Regional'],
    pickup: true,
    weightKg: 2.5,
  },
  {
    category: 'toepfe',
    provider: 'hansen',
    manufacturer: 'Kochprofi',
    motif: 'pot',
    hue: 10,
    price: [2990, 14900],
    names: [
      'Kochtopf „Profi“ Edelstahl',
      'Bräter „Sonntagsbraten“ Gusseisen',
      'Suppentopf „Großfamilie“ 9 l',
      'Stielkasserolle „Soße“',
      'Schnellkochtopf „Eiltempo“ 6 l',
      'Topfset „Starter“ 4-teilig',
      'Nudeltopf mit Siebeinsatz',
    ],
    about: '{name}: für alle Herdarten inklusive Induktion, mit Kapselboden für gleichmäßige Hitze.',
    facts: ['Induktionsgeeignet', 'Spülmaschinenfest', 'Glasdeckel mit Dampfloch'],
    features: [
      ['Material', 'Edelstahl 18/10'],
      ['Herdart', 'alle inkl. Induktion'],
    ],
    tags: ['Kochen', 'Induktion', 'Edelstahl'],
    options: [
      { feature: 'Durchmesser', values: [{ value: '16 cm' }, { value: '20 cm', priceDelta: 500 }, { value: '24 cm', priceDelta: 1000 }] },
    ],
    wholesale: true,
    weightKg: 2.4,
  },
  {
    category: 'pfannen',
    provider: 'hansen',
    manufacturer: 'Kochprofi',
    motif: 'pan',
    hue: 0,
    price: [2490, 11900],
    names: [
      'Bratpfanne „Alltag“ beschichtet',
      'Schmiedeeisenpfanne „Steak“',
      'Crêpe-Pfanne „Bretagne“',
      'Wok „Fernost“ Carbonstahl',
      'Grillpfanne „Streifen“ Gusseisen',
      'Schmorpfanne mit Deckel',
      'Edelstahlpfanne „Profi“',
    ],
    about: '{name}: scharfes Anbraten und sanftes Garen – robust für den täglichen Einsatz.',
    facts: ['PFAS-freie Beschichtung', 'Ofenfest bis 250 °C', 'Für alle Herdarten'],
    features: [
      ['Material', 'Aluguss/Stahl'],
      ['Ofenfest', 'bis 250 °C'],
    ],
    tags: ['Kochen', 'Induktion', 'Bestseller'],
    options: [{ feature: 'Durchmesser', values: [{ value: '24 cm' }, { value: '28 cm', priceDelta: 600 }] }],
    weightKg: 1.6,
  },
  {
    category: 'kochmesser',
    provider: 'hansen',
    manufacturer: 'Schneidkunst Solingen',
    motif: 'knife',
    hue: 210,
    price: [2990, 18900],
    names: [
      'Kochmesser „Solinger Klassik“ 20 cm',
      'Santoku „Kirschblüte“ 18 cm',
      'Brotmesser „Kruste“ Wellenschliff',
      'Schälmesser „Kleinod“',
      'Messerblock „Eiche“ 5-teilig',
      'Filetiermesser „Nordsee“',
      'Wetzstahl „Feinschliff“',
    ],
    about: '{name}: in Solingen geschmiedet, von Hand abgezogen und ausgewogen ausbalanciert.',
    facts: ['Klinge aus X50CrMoV15', 'Härte 56 HRC', 'Griff aus Olivenholz'],
    features: [
      ['Klingenstahl', 'X50CrMoV15'],
      ['Herkunft', 'Solingen'],
    ],
    tags: ['Made in Germany', 'Kochen', 'Geschenkidee'],
    weightKg: 0.4,
  },
  {
    category: 'kaffeebecher',
    provider: 'hansen',
    manufacturer: 'Porzellanmanufaktur Elbtal',
    motif: 'mug',
    hue: 190,
    price: [990, 3490],
    names: [
      'Kaffeebecher „Morgenstund“',
      'Espressotassen-Set „Bar“',
      'Thermobecher „Pendler“ 0,4 l',
      'Teetasse „Friesentee“ mit Untertasse',
      'Henkelbecher „Steingut“',
      'Cappuccinotasse „Milchschaum“',
      'Latte-macchiato-Glas „Schichtung“',
    ],
    about: '{name}: spülmaschinenfestes Porzellan mit handgetauchter Glasur.',
    facts: ['Fassungsvermögen 350 ml', 'Mikrowellengeeignet', 'Jedes Stück ein Unikat'],
    features: [
      ['Material', 'Porzellan'],
      ['Inhalt', '350 ml'],
    ],
    tags: ['Geschenkidee', 'Kaffee', 'Handarbeit'],
    options: [
      {
        feature: 'Farbe',
        values: [
          { value: 'Weiß', custom: COLORS.Weiß },
          { value: 'Terrakotta', custom: COLORS.Terrakotta },
          { value: 'Salbeigrün', custom: COLORS.Salbeigrün },
        ],
      },
    ],
    bulk: true,
    weightKg: 0.45,
  },
  {
    category: 'smartphones',
    provider: 'vogt',
    manufacturer: 'Voltara',
    motif: 'phone',
    hue: 230,
    price: [19900, 99900],
    names: [
      'Smartphone „Voltara X5“',
      'Smartphone „Voltara Mini“',
      'Outdoor-Handy „Robust“ IP68',
      'Seniorenhandy „Klartext“',
      'Smartphone „Voltara Pro Max“',
      'Klapphandy „Retro“',
      'Smartphone „Voltara X5 Lite“',
      'Smartphone „Voltara Fold“',
    ],
    about: '{name}: brillantes Display, lange Akkulaufzeit und zwei Jahre Herstellergarantie.',
    facts: ['6,1-Zoll-OLED-Display', 'Akku 4.500 mAh', 'Dual-SIM und eSIM', '5 Jahre Sicherheitsupdates'],
    features: [
      ['Display', '6,1 Zoll OLED'],
      ['Akku', '4.500 mAh'],
      ['Betriebssystem', 'Android'],
    ],
    tags: ['Smartphone', '5G', 'Bestseller'],
    options: [{ feature: 'Speicher', values: [{ value: '128 GB' }, { value: '256 GB', priceDelta: 10000 }] }],
    weightKg: 0.4,
  },
  {
    category: 'kopfhoerer',
    provider: 'vogt',
    manufacturer: 'Klangwerk',
    motif: 'headphones',
    hue: 270,
    price: [2990, 34900],
    names: [
      'Bluetooth-Kopfhörer „Stille“ mit ANC',
      'In-Ear-Kopfhörer „Sport“',
      'Studiokopfhörer „Mischpult“',
      'Kinderkopfhörer „Leise“ 85 dB',
      'Over-Ear „Reise“ faltbar',
      'Gaming-Headset „Raid“',
      'Knochenschall-Kopfhörer „Lauf“',
    ],
    about: '{name}: klarer Klang, bequemer Sitz und bis zu 30 Stunden Laufzeit.',
    facts: ['Bluetooth 5.3', 'Aktive Geräuschunterdrückung', 'USB-C-Schnellladen'],
    features: [
      ['Verbindung', 'Bluetooth 5.3'],
      ['Laufzeit', '30 Stunden'],
    ],
    tags: ['Audio', 'Bluetooth', 'Reise'],
    options: [
      {
        feature: 'Farbe',
        values: [
          { value: 'Schwarz', custom: COLORS.Schwarz },
          { value: 'Weiß', custom: COLORS.Weiß },
        ],
      },
    ],
    weightKg: 0.35,
  },
  {
    category: 'notebooks',
    provider: 'vogt',
    manufacturer: 'Rechenhaus',
    motif: 'laptop',
    hue: 205,
    price: [49900, 219900],
    names: [
      'Notebook „Rechenhaus Air 14“',
      'Notebook „Studium 15“',
      'Convertible „Flex 13“',
      'Workstation „Render 16“',
      'Chromebook „Schule“',
      'Business-Notebook „Kanzlei 14“',
    ],
    about: '{name}: schnell, leise und leicht – mit mattem Display für lange Arbeitstage.',
    facts: ['16 GB Arbeitsspeicher', 'SSD 512 GB', 'Deutsche Tastatur (QWERTZ)', 'Bis zu 12 Stunden Akkulaufzeit'],
    features: [
      ['Arbeitsspeicher', '16 GB'],
      ['Tastatur', 'QWERTZ, beleuchtet'],
    ],
    tags: ['Computer', 'Homeoffice', 'Studium'],
    options: [{ feature: 'Speicher', values: [{ value: '512 GB' }, { value: '1 TB', priceDelta: 12000 }] }],
    weightKg: 1.5,
  },
  {
    category: 'lautsprecher',
    provider: 'vogt',
    manufacturer: 'Klangwerk',
    motif: 'speaker',
    hue: 250,
    price: [3990, 59900],
    names: [
      'Bluetooth-Lautsprecher „Wasserfest“',
      'Regallautsprecher-Paar „Salon“',
      'Soundbar „Kino“',
      'Smart Speaker „Küchenradio“',
      'Partylautsprecher „Sommerfest“',
      'DAB+-Radio „Frühstück“',
    ],
    about: '{name}: voller Klang für Wohnzimmer, Küche und unterwegs.',
    facts: ['Bluetooth und WLAN', 'Stereo-Kopplung', 'Made for Streaming'],
    features: [
      ['Leistung', '40 W'],
      ['Verbindung', 'Bluetooth, WLAN'],
    ],
    tags: ['Audio', 'Bluetooth', 'Wohnzimmer'],
    weightKg: 2.2,
  },
  {
    category: 'led-leuchtmittel',
    provider: 'vogt',
    manufacturer: 'Voltara',
    motif: 'bulb',
    hue: 48,
    price: [299, 2990],
    names: [
      'LED-Lampe E27 „Warmweiß“ 8,5 W',
      'LED-Kerze E14 „Kronleuchter“',
      'LED-Spot GU10 „Strahler“',
      'Smarte LED-Lampe „Farbspiel“',
      'LED-Filament „Edison“',
      'LED-Röhre T8 „Werkstatt“ 120 cm',
      'LED-Lichterkette „Balkon“ 10 m',
    ],
    about: '{name}: spart bis zu 85 % Strom gegenüber der Glühlampe.',
    facts: ['Energieeffizienzklasse E', 'Lebensdauer 15.000 Stunden', 'Nicht dimmbar'],
    features: [
      ['Lichtfarbe', '2.700 K'],
      ['Lebensdauer', '15.000 h'],
    ],
    tags: ['Energiesparen', 'Beleuchtung', 'Bestseller'],
    bulk: true,
    wholesale: true,
    weightKg: 0.1,
  },
  {
    category: 'brot',
    provider: 'sonnenfeld',
    manufacturer: 'Backstube Müller',
    motif: 'bread',
    hue: 32,
    price: [290, 690],
    tax: 7,
    names: [
      'Bauernbrot „Schwarzwald“ 1 kg',
      'Dinkelvollkornbrot',
      'Roggenmischbrot „Hofback“',
      'Sauerteigbrot „Urkorn“',
      'Walnussbrot',
      'Kürbiskernbrot',
      'Laugenbrezel-Kranz',
      'Ciabatta „Toskana“',
    ],
    about: '{name}: mit 24 Stunden Teigführung im Steinofen gebacken.',
    facts: ['Ohne Zusatzstoffe', 'Mehl aus der Region', 'Am Liefertag frisch gebacken'],
    features: [
      ['Zutaten', 'Mehl, Wasser, Sauerteig, Salz'],
      ['Allergene', 'Gluten'],
    ],
    tags: ['Regional', 'Bio', 'Frisch gebacken'],
    unit: { quantity: 750, unit: 'g' },
    pickup: true,
    weightKg: 0.8,
  },
  {
    category: 'honig',
    provider: 'sonnenfeld',
    manufacturer: 'Imkerei Sommer',
    motif: 'jar',
    hue: 42,
    price: [490, 1290],
    tax: 7,
    names: ['Blütenhonig cremig', 'Waldhonig flüssig', 'Rapshonig „Frühling“', 'Akazienhonig', 'Lindenblütenhonig', 'Kastanienhonig herb'],
    about: '{name}: aus unserer Imkerei am Kaiserstuhl, schonend geschleudert und nicht erhitzt.',
    facts: ['Deutscher Honig (DIB)', 'Kaltgeschleudert', 'Im Pfandglas'],
    features: [
      ['Herkunft', 'Kaiserstuhl'],
      ['Konsistenz', 'cremig'],
    ],
    tags: ['Regional', 'Honig', 'Frühstück'],
    options: [
      {
        feature: 'Inhalt',
        values: [
          { value: '250 g', unit: 250 },
          { value: '500 g', priceDelta: 400, unit: 500 },
        ],
      },
    ],
    unit: { quantity: 250, unit: 'g' },
    bulk: true,
    pickup: true,
    weightKg: 0.55,
  },
  {
    category: 'marmelade',
    provider: 'sonnenfeld',
    manufacturer: 'Obsthof Kaiserstuhl',
    motif: 'jar',
    hue: 350,
    price: [390, 790],
    tax: 7,
    names: [
      'Erdbeerkonfitüre extra',
      'Aprikosenfruchtaufstrich',
      'Kirschmarmelade „Schwarzwald“',
      'Himbeergelee',
      'Orangenmarmelade bitter',
      'Pflaumenmus „Oma Else“',
    ],
    about: '{name}: mit 70 % Fruchtanteil, in kleinen Kupferkesseln eingekocht.',
    facts: ['70 % Frucht', 'Ohne Konservierungsstoffe', 'Vegan'],
    features: [
      ['Fruchtanteil', '70 %'],
      ['Herkunft', 'Baden'],
    ],
    tags: ['Regional', 'Frühstück', 'Vegan'],
    unit: { quantity: 340, unit: 'g' },
    wholesale: true,
    weightKg: 0.5,
  },
  {
    category: 'saefte',
    provider: 'sonnenfeld',
    manufacturer: 'Obsthof Kaiserstuhl',
    motif: 'bottle',
    hue: 30,
    price: [249, 590],
    tax: 7,
    names: [
      'Apfelsaft naturtrüb 1 l',
      'Apfel-Quitte-Direktsaft',
      'Traubensaft rot',
      'Birnensaft „Williams“',
      'Rhabarbernektar',
      'Johannisbeersaft schwarz',
    ],
    about: '{name}: Direktsaft aus eigenem Obst, nicht aus Konzentrat.',
    facts: ['100 % Direktsaft', 'In der Mehrwegflasche (0,15 € Pfand)', 'Ungesüßt'],
    features: [
      ['Inhalt', '1 l'],
      ['Flasche', 'Mehrweg-Glas'],
    ],
    tags: ['Regional', 'Getränke', 'Bio'],
    unit: { quantity: 1, unit: 'l' },
    bulk: true,
    wholesale: true,
    pickup: true,
    weightKg: 1.6,
  },
  {
    category: 'kaffee',
    provider: 'hansen',
    manufacturer: 'Rösterei Hanse',
    motif: 'coffee',
    hue: 25,
    price: [690, 1890],
    tax: 7,
    names: [
      'Kaffee „Hafenmischung“ ganze Bohne',
      'Espresso „Speicherstadt“',
      'Filterkaffee „Elbe“ gemahlen',
      'Entkoffeiniert „Nachtwache“',
      'Single Origin „Äthiopien Sidamo“',
      'Kaffee „Crema Nord“',
    ],
    about: '{name}: langsam im Trommelröster geröstet, für einen milden, vollmundigen Geschmack.',
    facts: ['Röstung: mittel', '100 % Arabica', 'Direkt gehandelt'],
    features: [
      ['Röstgrad', 'mittel'],
      ['Sorte', 'Arabica'],
    ],
    tags: ['Kaffee', 'Frühstück', 'Geschenkidee'],
    options: [
      {
        feature: 'Inhalt',
        values: [
          { value: '250 g', unit: 250 },
          { value: '500 g', priceDelta: 600, unit: 500 },
          { value: '1 kg', priceDelta: 1500, unit: 1000 },
        ],
      },
    ],
    unit: { quantity: 250, unit: 'g' },
    bulk: true,
    weightKg: 0.3,
  },
  {
    category: 'aepfel',
    provider: 'sonnenfeld',
    manufacturer: 'Obsthof Kaiserstuhl',
    motif: 'apple',
    hue: 5,
    price: [390, 1490],
    tax: 7,
    names: [
      'Äpfel „Elstar“ 2 kg',
      'Äpfel „Boskoop“ zum Backen',
      'Äpfel „Gala“ süß',
      'Apfelkiste gemischt 5 kg',
      'Äpfel „Topaz“ Bio',
      'Äpfel „Braeburn“',
    ],
    about: '{name}: frisch vom Baum, ungewachst und sortenrein.',
    facts: ['Handverlesen', 'Ungewachst', 'Ernte aus Baden'],
    features: [
      ['Klasse', 'I'],
      ['Herkunft', 'Deutschland'],
    ],
    tags: ['Regional', 'Obst', 'Bio'],
    unit: { quantity: 2, unit: 'kg' },
    pickup: true,
    weightKg: 2.1,
  },
  {
    category: 'damen-shirts',
    provider: 'lindner',
    manufacturer: 'Nordfaden',
    motif: 'shirt',
    hue: 340,
    price: [1990, 5990],
    names: [
      'Damen-T-Shirt „Basic“ Bio-Baumwolle',
      'Damen-Longsleeve „Ringel“',
      'Bluse „Sommerwind“ Leinen',
      'Damen-Polo „Klub“',
      'Tunika „Strand“',
      'Damen-Hoodie „Kuschel“',
      'Top „Yoga“',
    ],
    about: '{name}: weich, atmungsaktiv und fair in Portugal genäht.',
    facts: ['100 % Bio-Baumwolle (GOTS)', 'Waschbar bei 40 °C', 'Normale Passform'],
    features: [
      ['Material', 'Bio-Baumwolle'],
      ['Pflege', '40 °C Schonwaschgang'],
    ],
    tags: ['Mode', 'Bio-Baumwolle', 'Fair produziert'],
    options: [shirtColors, sizes],
    weightKg: 0.25,
  },
  {
    category: 'taschen',
    provider: 'lindner',
    manufacturer: 'Nordfaden',
    motif: 'bag',
    hue: 20,
    price: [2990, 14900],
    names: [
      'Shopper „Markttag“ Canvas',
      'Umhängetasche „Leipzig“ Leder',
      'Rucksack „Stadtrad“',
      'Clutch „Abendrot“',
      'Weekender „Ostsee“',
      'Bauchtasche „Festival“',
      'Kulturbeutel „Reise“',
    ],
    about: '{name}: robust verarbeitet mit Innenfach und verstellbarem Gurt.',
    facts: ['Pflanzlich gegerbtes Leder', 'Innenfach mit Reißverschluss', 'Verstellbarer Gurt'],
    features: [
      ['Material', 'Canvas/Leder'],
      ['Maße', '38 × 30 × 12 cm'],
    ],
    tags: ['Mode', 'Geschenkidee', 'Handarbeit'],
    options: [
      {
        feature: 'Farbe',
        values: [
          { value: 'Schwarz', custom: COLORS.Schwarz },
          { value: 'Terrakotta', custom: COLORS.Terrakotta },
          { value: 'Naturbeige', custom: COLORS.Naturbeige },
        ],
      },
    ],
    weightKg: 0.8,
  },
  {
    category: 'herren-shirts',
    provider: 'lindner',
    manufacturer: 'Nordfaden',
    motif: 'shirt',
    hue: 215,
    price: [1990, 6990],
    names: [
      'Herren-T-Shirt „Basic“ Bio-Baumwolle',
      'Herren-Hemd „Büro“ bügelleicht',
      'Herren-Polo „Segler“',
      'Flanellhemd „Holzfäller“',
      'Herren-Henley „Werkstatt“',
      'Herren-Sweatshirt „Hafen“',
    ],
    about: '{name}: klassischer Schnitt, angenehm schwer und formstabil.',
    facts: ['100 % Bio-Baumwolle (GOTS)', 'Waschbar bei 40 °C', 'Regular Fit'],
    features: [
      ['Material', 'Bio-Baumwolle'],
      ['Passform', 'Regular Fit'],
    ],
    tags: ['Mode', 'Bio-Baumwolle', 'Fair produziert'],
    options: [shirtColors, sizes],
    weightKg: 0.3,
  },
  {
    category: 'sneaker',
    provider: 'lindner',
    manufacturer: 'Laufwerk',
    motif: 'shoe',
    hue: 180,
    price: [5990, 15900],
    names: [
      'Sneaker „Stadtlauf“',
      'Laufschuh „Marathon“',
      'Leder-Sneaker „Klassik“ weiß',
      'Wanderschuh „Harz“',
      'Slip-on „Sommer“',
      'Hallenschuh „Turnhalle“',
      'Kinder-Sneaker „Pausenhof“',
    ],
    about: '{name}: federnde Sohle, atmungsaktives Obermaterial und herausnehmbare Einlegesohle.',
    facts: ['Obermaterial Leder/Textil', 'Herausnehmbare Einlegesohle', 'Vegane Variante verfügbar'],
    features: [
      ['Obermaterial', 'Leder/Textil'],
      ['Sohle', 'Gummi'],
    ],
    tags: ['Schuhe', 'Sport', 'Bestseller'],
    options: [
      {
        feature: 'Schuhgröße',
        values: [{ value: '39' }, { value: '40' }, { value: '41' }, { value: '42' }, { value: '43' }, { value: '44' }],
      },
    ],
    weightKg: 0.9,
  },
  {
    category: 'haemmer',
    provider: 'becker',
    manufacturer: 'Werkmeister',
    motif: 'hammer',
    hue: 15,
    price: [1290, 4990],
    names: [
      'Schlosserhammer 500 g',
      'Klauenhammer „Zimmermann“',
      'Gummihammer „Fliese“',
      'Fäustel 1.250 g',
      'Latthammer „Dachdecker“',
      'Schonhammer „Karosserie“',
    ],
    about: '{name}: geschmiedeter Kopf, ergonomischer Stiel – liegt sicher in der Hand.',
    facts: ['Kopf aus Werkzeugstahl', 'Stiel aus Hickory', 'Nach DIN 1041'],
    features: [
      ['Kopfgewicht', '500 g'],
      ['Stiel', 'Hickory'],
    ],
    tags: ['Werkzeug', 'Handwerk', 'Made in Germany'],
    bulk: true,
    wholesale: true,
    weightKg: 0.8,
  },
  {
    category: 'bohrmaschinen',
    provider: 'vogt',
    manufacturer: 'Werkmeister',
    motif: 'drill',
    hue: 120,
    price: [4990, 29900],
    names: [
      'Akku-Bohrschrauber 18 V „Werkmeister“',
      'Schlagbohrmaschine 750 W',
      'Bohrhammer SDS-plus',
      'Akku-Schrauber „Mini“ 12 V',
      'Tischbohrmaschine „Präzision“',
      'Winkelbohrmaschine „Ecke“',
    ],
    about: '{name}: kraftvoll, handlich und mit Schnellspannbohrfutter.',
    facts: ['2 Akkus 2,0 Ah und Ladegerät', 'Drehmoment 60 Nm', 'Im Transportkoffer'],
    features: [
      ['Spannung', '18 V'],
      ['Drehmoment', '60 Nm'],
    ],
    tags: ['Werkzeug', 'Heimwerken', 'Akku'],
    weightKg: 2.8,
  },
  {
    category: 'saegen',
    provider: 'becker',
    manufacturer: 'Werkmeister',
    motif: 'saw',
    hue: 35,
    price: [1490, 8990],
    names: [
      'Fuchsschwanz „Zimmerei“ 500 mm',
      'Japansäge „Kataba“',
      'Bügelsäge „Garten“',
      'Feinsäge „Modellbau“',
      'Gehrungssäge „Leiste“',
      'Astsäge „Teleskop“',
    ],
    about: '{name}: gehärtete Zähne mit Dreifachschliff für schnelle, saubere Schnitte.',
    facts: ['Dreifachschliff', 'Induktionsgehärtete Zähne', 'Griff mit Softeinlage'],
    features: [
      ['Blattlänge', '500 mm'],
      ['Zahnung', '7 Zähne/Zoll'],
    ],
    tags: ['Werkzeug', 'Handwerk', 'Garten'],
    weightKg: 0.7,
  },
  {
    category: 'wandfarbe',
    provider: 'becker',
    manufacturer: 'Farbenfroh',
    motif: 'paint',
    hue: 190,
    price: [2490, 5990],
    names: [
      'Wandfarbe „Schneeweiß“ matt',
      'Wandfarbe „Salbei“',
      'Wandfarbe „Sandstein“',
      'Kalkfarbe „Altbau“',
      'Latexfarbe „Küche & Bad“',
      'Wandfarbe „Nachtblau“',
    ],
    about: '{name}: hohe Deckkraft, lösemittelfrei und emissionsarm.',
    facts: ['Deckkraft Klasse 1', 'Ergiebigkeit ca. 7 m²/l', 'Lösemittelfrei'],
    features: [
      ['Glanzgrad', 'matt'],
      ['Ergiebigkeit', '7 m²/l'],
    ],
    tags: ['Renovieren', 'Heimwerken', 'Nachhaltig'],
    options: [
      {
        feature: 'Inhalt',
        values: [
          { value: '2,5 l', unit: 2.5 },
          { value: '5 l', priceDelta: 1800, unit: 5 },
          { value: '10 l', priceDelta: 4200, unit: 10 },
        ],
      },
    ],
    unit: { quantity: 2.5, unit: 'l' },
    bulk: true,
    weightKg: 3.8,
  },
  {
    category: 'werkzeugkisten',
    provider: 'becker',
    manufacturer: 'Werkmeister',
    motif: 'box',
    hue: 0,
    price: [1990, 12900],
    names: [
      'Werkzeugkiste „Profi“ Metall',
      'Sortimentskasten „Schrauben“',
      'Werkzeugkoffer bestückt 120-teilig',
      'Werkzeugtasche „Monteur“',
      'Stapelbox-System „Werkstatt“',
      'Rollwagen „Garage“',
      'Wandlochplatte „Ordnung“',
    ],
    about: '{name}: ordentlich verstaut, schnell gefunden.',
    facts: ['Stabile Verschlüsse', 'Herausnehmbare Einsätze', 'Stapelbar'],
    features: [['Material', 'Stahlblech/Kunststoff']],
    tags: ['Werkzeug', 'Ordnung', 'Heimwerken'],
    weightKg: 4.2,
  },
];

export const SEED_DESCRIPTIONS = {
  closing: [
    'Versand innerhalb von 24 Stunden nach Zahlungseingang.',
    'Bei Fragen zum Produkt erreichen Sie uns über den Chat.',
    'Sorgfältig verpackt, damit alles heil bei Ihnen ankommt.',
    'Klimaneutraler Versand in recycelter Verpackung.',
  ],
};
