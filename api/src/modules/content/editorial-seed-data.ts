/**
 * German editorial content of the public site: content pages (legal pages as templates the operator replaces),
 * widgets of the landing and become-a-provider pages, menus and footer, news categories, regions and posts.
 */
import type { LayoutLocation, WidgetItem } from '../../db/schema/content';

export const TEMPLATE_NOTICE = 'Vorlage – die mit „Vom Betreiber zu ergänzen“ markierten Stellen schreibt der Betreiber selbst';

/** Filled from the operator settings when a page is read (`content/operator.ts`). */
const OPERATOR = '{{betreiber}}, {{anschrift}}';
/** Marks text the operator still writes by hand (no brackets: the page reads as a clearly marked draft). */
const TO_WRITE = 'Vom Betreiber zu ergänzen:';

export interface PageSeed {
  slug: string;
  title: string;
  subtitle?: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  isTemplate: boolean;
  hasWithdrawalForm?: boolean;
}

export const PAGES: readonly PageSeed[] = [
  {
    slug: 'impressum',
    title: 'Impressum',
    isTemplate: false,
    metaTitle: 'Impressum | Marktplatz',
    metaDescription: 'Anbieterkennzeichnung nach § 5 DDG: Betreiber, Kontakt, Register und Verantwortliche des Marktplatzes.',
    content: `## Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)

{{betreiber}}
{{anschrift_zeilen}}

## Vertreten durch

{{vertreten_durch}}

## Kontakt

Telefon: {{telefon}}
E-Mail: {{email}}

## Registereintrag

Eintragung im Handelsregister.
Registergericht: {{registergericht}}
Registernummer: {{registernummer}}

## Umsatzsteuer-Identifikationsnummer

Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: {{ust_id}}
{{aufsicht_abschnitt}}{{verantwortlich_abschnitt}}
## Verbraucherstreitbeilegung (§ 36 VSBG)

{{streitbeilegung}}

## Meldung rechtswidriger Inhalte (Art. 16 DSA)

Rechtswidrige Produkte, Anbieterseiten oder Bewertungen melden Sie über „Inhalt melden“ auf der jeweiligen Seite. Zentrale Kontaktstelle für Behörden und Nutzer (Art. 11, 12 DSA): {{email}}, Sprachen: Deutsch, Englisch.`,
  },
  {
    slug: 'datenschutz',
    title: 'Datenschutzerklärung',
    subtitle: TEMPLATE_NOTICE,
    isTemplate: true,
    metaTitle: 'Datenschutzerklärung | Marktplatz',
    metaDescription:
      'Informationen nach Art. 13 und 14 DSGVO: welche personenbezogenen Daten der Marktplatz verarbeitet, wozu und welche Rechte Sie haben.',
    content: `## 1. Verantwortlicher

Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist: ${OPERATOR}, E-Mail: {{datenschutz_email}}, Telefon: {{telefon}}.

## 2. Datenschutzbeauftragter

${TO_WRITE} Name und Kontaktdaten des Datenschutzbeauftragten, sofern benannt. Bis dahin erreichen Sie uns zum Datenschutz unter {{datenschutz_email}}.

## 3. Zwecke und Rechtsgrundlagen der Verarbeitung

- Bereitstellung der Website und Server-Logdateien (Art. 6 Abs. 1 lit. f DSGVO)
- Kundenkonto, Bestellungen und Anfragen (Art. 6 Abs. 1 lit. b DSGVO)
- Newsletter nach ausdrücklicher Einwilligung (Art. 6 Abs. 1 lit. a DSGVO)
- Aufbewahrung nach handels- und steuerrechtlichen Pflichten (Art. 6 Abs. 1 lit. c DSGVO, § 147 AO, § 257 HGB)

## 4. Empfänger

Anbieter auf dem Marktplatz erhalten die Daten, die sie für Ihre Bestellung oder Anfrage brauchen. ${TO_WRITE} Zahlungs-, Hosting- und Versanddienstleister mit Namen.

## 5. Übermittlung in Drittländer

${TO_WRITE} Übermittlungen außerhalb der EU/des EWR und die Garantien nach Art. 44 ff. DSGVO, falls es solche gibt.

## 6. Speicherdauer

Personenbezogene Daten werden gelöscht, sobald der Zweck entfällt und keine gesetzlichen Aufbewahrungspflichten entgegenstehen.

## 7. Ihre Rechte

Sie haben das Recht auf Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21 DSGVO). Eine erteilte Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.

## 8. Beschwerderecht

Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem Bundesland Ihres Wohnsitzes.

## 9. Cookies und ähnliche Technologien

Einzelheiten finden Sie in unserer Cookie-Richtlinie.`,
  },
  {
    slug: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    subtitle: TEMPLATE_NOTICE,
    isTemplate: true,
    metaTitle: 'AGB | Marktplatz',
    metaDescription: 'Allgemeine Geschäftsbedingungen für die Nutzung des Marktplatzes durch Kundinnen, Kunden und Anbieter.',
    content: `## § 1 Geltungsbereich

Diese Allgemeinen Geschäftsbedingungen gelten für die Nutzung des Marktplatzes von ${OPERATOR} (E-Mail: {{email}}).

## § 2 Vertragspartner

Kaufverträge über Waren und Dienstleistungen kommen zwischen Ihnen und dem jeweiligen Anbieter zustande. Der Betreiber stellt die Plattform bereit und wird nicht selbst Vertragspartner, sofern nicht ausdrücklich angegeben.

## § 3 Registrierung und Kundenkonto

${TO_WRITE} Regelungen zu Registrierung, Zugangsdaten und Sperrung.

## § 4 Vertragsschluss

${TO_WRITE} Beschreibung der technischen Schritte bis zum Vertragsschluss nach Art. 246c EGBGB.

## § 5 Preise und Zahlung

Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Umsatzsteuer. Wird eine Preisermäßigung angezeigt, ist der durchgestrichene Vergleichspreis der niedrigste Preis der letzten 30 Tage vor der Ermäßigung (§ 11 PAngV). ${TO_WRITE} Zahlungsarten.

## § 6 Lieferung

${TO_WRITE} Liefergebiete, Lieferzeiten, Versandkosten.

## § 7 Widerrufsrecht

Verbraucherinnen und Verbrauchern steht ein gesetzliches Widerrufsrecht zu. Einzelheiten regelt die Widerrufsbelehrung.

## § 8 Gewährleistung

Es gelten die gesetzlichen Mängelhaftungsrechte.

## § 9 Haftung

${TO_WRITE} Haftungsregelungen.

## § 10 Schlussbestimmungen

Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts, soweit zwingende Verbraucherschutzvorschriften nicht entgegenstehen.

## § 11 Meldung rechtswidriger Inhalte, Moderation

Jede Person kann Produkte, Anbieterseiten und Bewertungen, die sie für rechtswidrig hält, über „Inhalt melden“ melden (Art. 16 DSA). Wir bestätigen den Eingang, prüfen die Meldung sorgfältig und teilen unsere Entscheidung mit. Wird ein Inhalt entfernt, gesperrt oder in seiner Sichtbarkeit eingeschränkt, erhält die betroffene Person eine Begründung (Art. 17 DSA) und kann der Entscheidung widersprechen.

## § 12 Verbraucherstreitbeilegung

{{streitbeilegung}}`,
  },
  {
    slug: 'widerrufsbelehrung',
    title: 'Widerrufsbelehrung',
    subtitle: TEMPLATE_NOTICE,
    isTemplate: true,
    hasWithdrawalForm: true,
    metaTitle: 'Widerrufsbelehrung und Muster-Widerrufsformular | Marktplatz',
    metaDescription: 'Ihr Widerrufsrecht als Verbraucherin oder Verbraucher, die Folgen des Widerrufs und das Muster-Widerrufsformular.',
    content: `## Widerrufsrecht

Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.

Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.

Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${OPERATOR}, Telefon: {{telefon}}, E-Mail: {{email}}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.

Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.

## Folgen des Widerrufs

Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.

Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.

Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. ${TO_WRITE} Regelung zu den Kosten der Rücksendung.

Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.

## Ausschluss des Widerrufsrechts

Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die schnell verderben können oder deren Verfallsdatum schnell überschritten würde (§ 312g Abs. 2 Nr. 2 BGB). ${TO_WRITE} weitere Ausnahmen nach § 312g Abs. 2 BGB, falls sie für das Sortiment gelten.`,
  },
  {
    slug: 'cookie-richtlinie',
    title: 'Cookie-Richtlinie',
    subtitle: TEMPLATE_NOTICE,
    isTemplate: true,
    metaTitle: 'Cookie-Richtlinie | Marktplatz',
    metaDescription: 'Welche Cookies und Speichertechniken der Marktplatz verwendet und wie Sie Ihre Einwilligung verwalten.',
    content: `## Was sind Cookies?

Cookies sind kleine Textdateien, die Ihr Browser speichert. Ähnliche Techniken sind der lokale Speicher (Local Storage) des Browsers.

## Rechtsgrundlage

Technisch notwendige Cookies setzen wir nach § 25 Abs. 2 TDDDG ein. Alle übrigen Cookies setzen wir nur mit Ihrer Einwilligung nach § 25 Abs. 1 TDDDG und Art. 6 Abs. 1 lit. a DSGVO.

## Kategorien

- Notwendig: Anmeldung, Warenkorb, Ihre Cookie-Auswahl
- Statistik: ${TO_WRITE} Dienst, Zweck, Speicherdauer
- Marketing: ${TO_WRITE} Dienst, Zweck, Speicherdauer

## Einwilligung verwalten

Sie können Ihre Auswahl jederzeit über den Link „Cookie-Einstellungen“ im Fußbereich der Seite ändern oder widerrufen.`,
  },
  {
    slug: 'barrierefreiheit',
    title: 'Erklärung zur Barrierefreiheit',
    isTemplate: false,
    metaTitle: 'Barrierefreiheitserklärung | Marktplatz',
    metaDescription:
      'Stand der Barrierefreiheit des Marktplatzes nach dem Barrierefreiheitsstärkungsgesetz (BFSG) und Kontakt für Rückmeldungen.',
    content: `## Geltungsbereich

Diese Erklärung gilt für den Online-Marktplatz von ${OPERATOR}. Sie beruht auf einer Selbstbewertung vom {{barrierefreiheit_stand}}.

## Stand der Vereinbarkeit mit den Anforderungen

{{barrierefreiheit_konformitaet}}

## Nicht barrierefreie Inhalte

{{barrierefreiheit_luecken}}

## Beschreibung der Dienstleistung

Auf dem Marktplatz bieten verschiedene Anbieter Waren und Leistungen an. Sie können Produkte suchen und vergleichen, in den Warenkorb legen und bestellen, Anbieter kontaktieren, Bewertungen lesen und schreiben sowie Inhalte melden. Alle Funktionen sind mit der Tastatur bedienbar, die Seiten sind für Bildschirmlesegeräte ausgezeichnet und passen sich der Bildschirmgröße an.

## Feedback und Kontakt

Sind Ihnen Mängel beim barrierefreien Zugang aufgefallen? Schreiben Sie uns an {{barrierefreiheit_kontakt}} oder rufen Sie uns an unter {{telefon}}. Wir antworten innerhalb von zwei Wochen.

## Marktüberwachungsbehörde

Wenn Sie der Meinung sind, dass der Marktplatz die Anforderungen des BFSG nicht erfüllt, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: {{marktueberwachung}}.`,
  },
];

/** The model withdrawal form (Anlage 2 zu Art. 246a § 1 Abs. 2 Satz 1 Nr. 1 EGBGB), shown on the Widerrufsbelehrung. */
export const WITHDRAWAL_FORM = {
  title: 'Muster-Widerrufsformular',
  intro: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
  recipient: `An ${OPERATOR}, E-Mail: {{email}}`,
  lines: [
    'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
    'Bestellt am (*)/erhalten am (*)',
    'Name des/der Verbraucher(s)',
    'Anschrift des/der Verbraucher(s)',
    'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
    'Datum',
  ],
  footnote: '(*) Unzutreffendes streichen.',
};

export interface WidgetSeed {
  pageSlug: string;
  key: string;
  title: string;
  subtitle?: string;
  content?: string;
  buttonText?: string;
  buttonUrl?: string;
  items: WidgetItem[];
}

export const WIDGETS: readonly WidgetSeed[] = [
  {
    pageSlug: 'home',
    key: 'areas',
    title: 'Alles für Zuhause – aus Ihrer Region',
    subtitle: 'Einkaufen, Handwerker finden, Essen bestellen: ein Marktplatz für geprüfte Anbieter aus Deutschland.',
    items: [
      { title: 'Marktplatz', text: 'Produkte regionaler Händlerinnen und Händler, sicher bezahlt.', icon: 'shop', url: '/shop' },
      {
        title: 'Anfragen & Angebote',
        text: 'Beschreiben Sie Ihr Vorhaben und erhalten Sie Angebote von Fachbetrieben.',
        icon: 'leads',
        url: '/leads',
      },
      {
        title: 'Essen bestellen',
        text: 'Restaurants in Ihrer Nähe, geliefert oder zum Abholen.',
        icon: 'food',
        url: '/food-provider-search',
      },
      {
        title: 'Geschäfte vor Ort',
        text: 'Öffnungszeiten und Standorte der Anbieter auf einen Blick.',
        icon: 'stores',
        url: '/provider-search',
      },
    ],
  },
  {
    pageSlug: 'home',
    key: 'living_worlds',
    title: 'Lebenswelten',
    subtitle: 'Ideen und Anbieter für jeden Lebensbereich',
    items: [
      { title: 'Bauen & Wohnen', text: 'Renovieren, Einrichten, Modernisieren', icon: 'house', url: '/bauen-wohnen' },
      { title: 'Garten & Balkon', text: 'Pflanzen, Gartenbau, Terrassen', icon: 'garden', url: '/news?category=garten' },
      { title: 'Energie sparen', text: 'Wärmepumpe, Photovoltaik, Dämmung', icon: 'energy', url: '/news?category=energie' },
      { title: 'Genuss & Region', text: 'Hofläden, Feinkost, Restaurants', icon: 'food', url: '/news?category=region' },
    ],
  },
  {
    pageSlug: 'home',
    key: 'trust',
    title: 'Warum Marktplatz?',
    items: [
      { title: 'Geprüfte Anbieter', text: 'Jeder Anbieter bestätigt Firmenangaben und Handelsregister.', icon: 'check' },
      { title: 'Sicher bezahlen', text: 'Zahlung erst an den Anbieter, wenn Ihre Bestellung bestätigt ist.', icon: 'lock' },
      { title: 'Datenschutz nach DSGVO', text: 'Server in Deutschland, keine Weitergabe ohne Ihre Einwilligung.', icon: 'shield' },
    ],
  },
  {
    pageSlug: 'home',
    key: 'newsletter',
    title: 'Neuigkeiten aus Ihrer Region',
    subtitle: 'Einmal im Monat: Angebote, Tipps und neue Anbieter. Abmeldung jederzeit mit einem Klick.',
    buttonText: 'Newsletter abonnieren',
    items: [],
  },
  {
    pageSlug: 'become-a-provider',
    key: 'benefits',
    title: 'Ihre Vorteile als Anbieter',
    subtitle: 'Gewinnen Sie Kundinnen und Kunden aus Ihrer Region – ohne eigenen Onlineshop.',
    items: [
      { title: 'Mehr Sichtbarkeit', text: 'Ihr Firmenprofil mit Bewertungen, Öffnungszeiten und Produkten.', icon: 'eye' },
      { title: 'Anfragen direkt erhalten', text: 'Passende Anfragen aus Ihrem Einzugsgebiet landen direkt bei Ihnen.', icon: 'leads' },
      {
        title: 'Verkaufen ohne Aufwand',
        text: 'Produkte einstellen, Bestellungen annehmen, Rechnungen automatisch erstellen.',
        icon: 'shop',
      },
      { title: 'Faire Konditionen', text: 'Transparente Pakete, monatlich kündbar, keine Einrichtungsgebühr.', icon: 'euro' },
    ],
  },
  {
    pageSlug: 'become-a-provider',
    key: 'steps',
    title: 'In drei Schritten dabei',
    items: [
      { title: '1. Registrieren', text: 'Firmendaten angeben und E-Mail-Adresse bestätigen.', icon: 'user' },
      { title: '2. Profil einrichten', text: 'Logo, Leistungen, Standorte und Öffnungszeiten hinterlegen.', icon: 'edit' },
      { title: '3. Loslegen', text: 'Paket wählen und die ersten Anfragen und Bestellungen erhalten.', icon: 'rocket' },
    ],
  },
  {
    pageSlug: 'become-a-provider',
    key: 'cta',
    title: 'Jetzt Anbieter werden',
    subtitle: 'Die Registrierung dauert etwa fünf Minuten.',
    buttonText: 'Als Anbieter registrieren',
    buttonUrl: '/register?type=provider',
    items: [],
  },
];

export interface LinkSeed {
  location: LayoutLocation;
  column?: string;
  label: string;
  url: string;
}

export const LINKS: readonly LinkSeed[] = [
  { location: 'header', label: 'Marktplatz', url: '/shop' },
  { location: 'header', label: 'Anbieter', url: '/provider-search' },
  { location: 'header', label: 'Immobilien', url: '/properties' },
  { location: 'header', label: 'Essen', url: '/food-provider-search' },
  { location: 'header', label: 'Lebenswelten', url: '/living_worlds' },
  { location: 'header', label: 'News', url: '/news' },
  { location: 'footer', column: 'Für Kunden', label: 'Marktplatz', url: '/shop' },
  { location: 'footer', column: 'Für Kunden', label: 'Anbieter finden', url: '/provider-search' },
  { location: 'footer', column: 'Für Kunden', label: 'News', url: '/news' },
  { location: 'footer', column: 'Für Anbieter', label: 'Anbieter werden', url: '/become-a-provider' },
  { location: 'footer', column: 'Für Anbieter', label: 'Anmelden', url: '/login' },
  { location: 'footer', column: 'Rechtliches', label: 'Impressum', url: '/page/impressum' },
  { location: 'footer', column: 'Rechtliches', label: 'Datenschutzerklärung', url: '/page/datenschutz' },
  { location: 'footer', column: 'Rechtliches', label: 'AGB', url: '/page/agb' },
  { location: 'footer', column: 'Rechtliches', label: 'Widerrufsbelehrung', url: '/page/widerrufsbelehrung' },
  { location: 'footer', column: 'Rechtliches', label: 'Cookie-Richtlinie', url: '/page/cookie-richtlinie' },
  { location: 'footer', column: 'Rechtliches', label: 'Barrierefreiheit', url: '/page/barrierefreiheit' },
];

/** Company, address, phone and e-mail come from the operator settings (`getLayout`); only the hours are stored. */
export const CONTACT = {
  hours: 'Mo–Fr 9–18 Uhr',
};

export const CATEGORIES = [
  { name: 'Bauen & Wohnen', slug: 'bauen-wohnen' },
  { name: 'Energie', slug: 'energie' },
  { name: 'Garten', slug: 'garten' },
  { name: 'Region & Genuss', slug: 'region' },
  { name: 'Ratgeber', slug: 'ratgeber' },
] as const;

export const REGIONS = [
  { name: 'Berlin', slug: 'berlin' },
  { name: 'Hamburg', slug: 'hamburg' },
  { name: 'München', slug: 'muenchen' },
  { name: 'Köln', slug: 'koeln' },
  { name: 'Frankfurt am Main', slug: 'frankfurt' },
  { name: 'Leipzig', slug: 'leipzig' },
] as const;

export interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: (typeof CATEGORIES)[number]['slug'];
  region: (typeof REGIONS)[number]['slug'] | null;
  author: string;
  publishedAt: string;
}

export const POSTS: readonly PostSeed[] = [
  {
    slug: 'badsanierung-planen',
    category: 'bauen-wohnen',
    region: 'berlin',
    author: 'Redaktion Marktplatz',
    publishedAt: '2026-11-18T09:00:00Z',
    title: 'Badsanierung richtig planen: Kosten, Ablauf, Fachbetriebe',
    excerpt: 'Von der ersten Skizze bis zur Abnahme: worauf Sie bei einer Badsanierung achten sollten.',
    content:
      'Eine Badsanierung dauert meist zwei bis vier Wochen. Planen Sie Puffer ein und holen Sie mindestens drei Angebote ein.\n\n## Was kostet ein neues Bad?\n\nFür ein Standardbad mit rund 8 m² rechnen Fachbetriebe in Berlin derzeit mit 15.000 bis 25.000 Euro.\n\n## Checkliste\n\n- Aufmaß und Wunschliste\n- Angebote vergleichen\n- Termine mit allen Gewerken abstimmen',
  },
  {
    slug: 'regional-einkaufen',
    category: 'region',
    region: 'hamburg',
    author: 'Redaktion Marktplatz',
    publishedAt: '2026-11-15T08:00:00Z',
    title: 'Regional einkaufen in Hamburg: Hofläden und Wochenmärkte',
    excerpt: 'Frische Lebensmittel direkt vom Erzeuger – wir stellen Anbieter aus Hamburg und Umgebung vor.',
    content:
      'Wer regional einkauft, unterstützt Betriebe vor Ort und spart Transportwege.\n\n## Wochenmärkte\n\nDer Isemarkt unter der Hochbahn gilt als einer der längsten Wochenmärkte Deutschlands.\n\n## Hofläden im Umland\n\nIn den Vier- und Marschlanden verkaufen viele Gärtnereien direkt ab Hof.',
  },
  {
    slug: 'waermepumpe-im-altbau',
    category: 'energie',
    region: 'muenchen',
    author: 'Dr. Anna Berger',
    publishedAt: '2026-11-12T10:30:00Z',
    title: 'Wärmepumpe im Altbau: Wann lohnt sich der Umstieg?',
    excerpt: 'Auch ältere Häuser lassen sich effizient mit einer Wärmepumpe heizen – wenn einige Voraussetzungen stimmen.',
    content:
      'Entscheidend ist die Vorlauftemperatur. Liegt sie an kalten Tagen unter 55 °C, arbeitet eine Wärmepumpe meist wirtschaftlich.\n\n## Förderung\n\nDie Bundesförderung für effiziente Gebäude bezuschusst den Heizungstausch. Lassen Sie sich vor Auftragsvergabe beraten.',
  },
  {
    slug: 'umzug-checkliste',
    category: 'ratgeber',
    region: 'koeln',
    author: 'Redaktion Marktplatz',
    publishedAt: '2026-11-08T07:45:00Z',
    title: 'Umzug ohne Stress: die Checkliste für Köln',
    excerpt: 'Halteverbotszone, Ummeldung, Nachsendeauftrag: was Sie wann erledigen sollten.',
    content:
      'Beantragen Sie die Halteverbotszone in Köln mindestens zwei Wochen vor dem Umzug.\n\n## Vier Wochen vorher\n\n- Umzugsunternehmen beauftragen\n- Nachsendeauftrag stellen\n\n## Nach dem Umzug\n\nMelden Sie sich innerhalb von zwei Wochen beim Bürgeramt um.',
  },
  {
    slug: 'grundpreis-richtig-angeben',
    category: 'ratgeber',
    region: null,
    author: 'Redaktion Marktplatz',
    publishedAt: '2026-11-05T12:00:00Z',
    title: 'Grundpreis richtig angeben: was Händler wissen müssen',
    excerpt: 'Die Preisangabenverordnung verlangt den Grundpreis in unmittelbarer Nähe des Gesamtpreises.',
    content:
      'Wer Waren nach Gewicht, Volumen oder Länge anbietet, muss den Preis je Kilogramm, Liter oder Meter angeben.\n\n## Auf dem Marktplatz\n\nTragen Sie beim Produkt die Menge und die Einheit ein – der Grundpreis wird automatisch berechnet.',
  },
  {
    slug: 'balkonkraftwerk-anmelden',
    category: 'energie',
    region: 'berlin',
    author: 'Jonas Richter',
    publishedAt: '2026-11-02T09:15:00Z',
    title: 'Balkonkraftwerk anmelden: so geht es seit 2024',
    excerpt: 'Die Anmeldung ist einfacher geworden – eine Meldung im Marktstammdatenregister genügt.',
    content:
      'Steckersolargeräte bis 800 Watt Wechselrichterleistung müssen nur noch im Marktstammdatenregister eingetragen werden.\n\n## Was Vermieter sagen dürfen\n\nSeit der Reform des Wohnungseigentumsrechts gelten Balkonkraftwerke als privilegierte Maßnahme.',
  },
  {
    slug: 'winterfester-garten',
    category: 'garten',
    region: 'leipzig',
    author: 'Maria Hoffmann',
    publishedAt: '2026-10-29T08:00:00Z',
    title: 'Den Garten winterfest machen: zehn Handgriffe',
    excerpt: 'Kübelpflanzen schützen, Wasserleitungen entleeren, Rasen ein letztes Mal mähen.',
    content:
      'Beginnen Sie, bevor der erste Frost kommt.\n\n- Wasserhähne im Außenbereich entleeren\n- Kübelpflanzen mit Vlies schützen\n- Laub als Winterquartier für Igel liegen lassen',
  },
  {
    slug: 'neue-anbieter-frankfurt',
    category: 'region',
    region: 'frankfurt',
    author: 'Redaktion Marktplatz',
    publishedAt: '2026-10-25T10:00:00Z',
    title: 'Neu auf dem Marktplatz: Anbieter aus Frankfurt am Main',
    excerpt: 'Vom Apfelweinhof bis zum Malerbetrieb: diese Anbieter sind neu dabei.',
    content:
      'Im Oktober haben sich zahlreiche Betriebe aus Frankfurt und dem Umland registriert.\n\n## Handwerk\n\nMaler, Elektriker und Fliesenleger nehmen ab sofort Anfragen an.',
  },
  {
    slug: 'fenster-tauschen',
    category: 'bauen-wohnen',
    region: 'muenchen',
    author: 'Thomas Weber',
    publishedAt: '2026-10-21T11:00:00Z',
    title: 'Fenster tauschen: Dreifachverglasung im Vergleich',
    excerpt: 'Neue Fenster senken Heizkosten und Lärm. Worauf es beim Uw-Wert ankommt.',
    content:
      'Moderne Dreifachverglasungen erreichen Uw-Werte unter 0,9 W/(m²K).\n\n## Einbau\n\nAchten Sie auf eine luftdichte Montage nach RAL-Leitfaden.',
  },
  {
    slug: 'weihnachtsmaerkte-koeln',
    category: 'region',
    region: 'koeln',
    author: 'Redaktion Marktplatz',
    publishedAt: '2026-10-18T09:00:00Z',
    title: 'Kölner Weihnachtsmärkte: Anbieter aus der Region',
    excerpt: 'Kunsthandwerk und Spezialitäten, die Sie auch nach den Märkten online bestellen können.',
    content:
      'Viele Standbetreiber der Kölner Weihnachtsmärkte verkaufen ganzjährig auf dem Marktplatz.\n\n## Tipp\n\nBestellen Sie Geschenke bis zum 18. Dezember, damit sie rechtzeitig ankommen.',
  },
  {
    slug: 'hochbeet-anlegen',
    category: 'garten',
    region: 'hamburg',
    author: 'Maria Hoffmann',
    publishedAt: '2026-10-14T07:30:00Z',
    title: 'Hochbeet anlegen: Schicht für Schicht',
    excerpt: 'Ein Hochbeet schont den Rücken und liefert früher Ernte. So füllen Sie es richtig.',
    content:
      'Von unten nach oben: Astschnitt, Grassoden, Laub, halbreifer Kompost, Pflanzerde.\n\n## Standort\n\nWählen Sie einen sonnigen Platz mit mindestens sechs Stunden Sonne am Tag.',
  },
  {
    slug: 'handwerker-angebote-vergleichen',
    category: 'ratgeber',
    region: 'leipzig',
    author: 'Jonas Richter',
    publishedAt: '2026-10-10T10:00:00Z',
    title: 'Handwerkerangebote vergleichen: fünf Punkte, die zählen',
    excerpt: 'Nicht nur der Preis entscheidet – achten Sie auf Leistungsbeschreibung, Termine und Gewährleistung.',
    content:
      'Ein gutes Angebot beschreibt jede Leistung mit Menge und Einheitspreis.\n\n- Leistungsumfang\n- Material und Hersteller\n- Ausführungszeitraum\n- Zahlungsplan\n- Gewährleistung',
  },
];
