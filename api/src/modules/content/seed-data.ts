import type { BannerPage, SeoType } from '../../db/schema/content';

/** Keys of `content_texts` the GraphQL queries read. */
export const TEXT_KEYS = {
  packageText: 'package_text',
  registrationCustomer: 'registration_customer',
  registrationProvider: 'registration_provider',
  forgotPassword: 'forgot_password',
  banksList: 'banks_list',
  loginPopup: 'login_popup',
  providerRegisteredPopup: 'provider_registered_popup',
  providerStepPopup: 'provider_step_popup',
  checkoutCashPayment: 'checkout_cash_payment',
  checkoutTerms: 'checkout_terms',
} as const;

/** Groups of `content_sections`. */
export const SECTION_GROUPS = {
  registrationCustomer: 'registration_customer',
  registrationProvider: 'registration_provider',
  providerSteps: 'provider_steps',
  security: 'security',
} as const;

export interface TextSeed {
  key: string;
  title: string;
  subtitle?: string;
  content: string;
  buttonText?: string;
  buttonUrl?: string;
  image?: string;
}

export const TEXTS: readonly TextSeed[] = [
  {
    key: TEXT_KEYS.packageText,
    title: 'Das passende Paket für Ihr Unternehmen',
    subtitle: 'Monatlich kündbar, alle Preise zzgl. gesetzlicher MwSt.',
    content:
      'Präsentieren Sie Ihr Unternehmen, verkaufen Sie Produkte und erhalten Sie Anfragen aus Ihrer Region. Wählen Sie das Paket, das zu Ihrem Geschäft passt – ein Wechsel ist jederzeit zum nächsten Monat möglich.',
    buttonText: 'Paket auswählen',
    buttonUrl: '/account/packages',
  },
  {
    key: TEXT_KEYS.registrationCustomer,
    title: 'Kostenlos registrieren',
    subtitle: 'In wenigen Minuten zu Ihrem Kundenkonto',
    content: 'Mit einem Kundenkonto bestellen Sie schneller, verfolgen Ihre Bestellungen und erhalten Angebote regionaler Anbieter.',
  },
  {
    key: TEXT_KEYS.registrationProvider,
    title: 'Als Anbieter registrieren',
    subtitle: 'Ihr Unternehmen auf dem Marktplatz',
    content:
      'Registrieren Sie Ihr Unternehmen und erreichen Sie Kundinnen und Kunden in Ihrer Region. Nach der Bestätigung Ihrer E-Mail-Adresse richten Sie Ihr Profil Schritt für Schritt ein.',
  },
  {
    key: TEXT_KEYS.forgotPassword,
    title: 'Passwort vergessen?',
    content:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können. Der Link ist 60 Minuten gültig und kann nur einmal verwendet werden.',
    buttonText: 'Link anfordern',
  },
  {
    key: TEXT_KEYS.banksList,
    title: 'Ihre Hausbank',
    content:
      'Wählen Sie optional Ihre Hausbank aus. Teilnehmende Banken in Ihrer Region unterstützen Sie bei Finanzierungsfragen rund um Ihre Einkäufe und Projekte. Die Angabe ist freiwillig und kann später im Profil geändert werden.',
  },
  {
    key: TEXT_KEYS.loginPopup,
    title: 'Bitte melden Sie sich an',
    content:
      'Um diese Funktion zu nutzen, melden Sie sich mit Ihrem Konto an. Noch kein Konto? Die Registrierung ist kostenlos und dauert nur wenige Minuten.',
    buttonText: 'Jetzt anmelden',
    buttonUrl: '/login',
  },
  {
    key: TEXT_KEYS.providerRegisteredPopup,
    title: 'Vielen Dank für Ihre Registrierung!',
    content:
      'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink gesendet. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Anbieterkonto zu aktivieren. Danach können Sie Ihr Profil vervollständigen und Ihre ersten Produkte einstellen.',
    buttonText: 'Zur Anmeldung',
    buttonUrl: '/login',
  },
  {
    key: TEXT_KEYS.providerStepPopup,
    title: 'In vier Schritten startklar',
    content: 'So richten Sie Ihr Anbieterprofil ein. Sie können jederzeit unterbrechen und später weitermachen.',
    buttonText: 'Los geht’s',
    buttonUrl: '/account/onboarding',
  },
  {
    key: TEXT_KEYS.checkoutCashPayment,
    title: 'Barzahlung bei Abholung oder Lieferung',
    content:
      'Sie bezahlen den Rechnungsbetrag bar bei Abholung im Geschäft oder bei Lieferung direkt an den Anbieter. Bitte halten Sie den Betrag möglichst passend bereit. Sie erhalten Ihre Rechnung per E-Mail.',
  },
  {
    key: TEXT_KEYS.checkoutTerms,
    title: 'Allgemeine Geschäftsbedingungen und Widerruf',
    content:
      'Mit Ihrer Bestellung akzeptieren Sie die Allgemeinen Geschäftsbedingungen der jeweiligen Anbieter. Informationen zum Widerrufsrecht finden Sie in der Widerrufsbelehrung. Ihre Daten verarbeiten wir gemäß unserer Datenschutzerklärung.',
    buttonText: 'AGB lesen',
    buttonUrl: '/page/agb',
  },
];

export interface SectionSeed {
  group: string;
  title: string;
  content: string;
  icon?: string;
}

export const SECTIONS: readonly SectionSeed[] = [
  {
    group: SECTION_GROUPS.registrationCustomer,
    title: 'Schneller bestellen',
    content: 'Adressen und Zahlungsarten werden gespeichert, so ist Ihre nächste Bestellung in wenigen Klicks erledigt.',
    icon: 'shopping-cart',
  },
  {
    group: SECTION_GROUPS.registrationCustomer,
    title: 'Angebote aus Ihrer Region',
    content: 'Stellen Sie eine Anfrage und erhalten Sie Angebote von geprüften Anbietern in Ihrer Nähe.',
    icon: 'map-pin',
  },
  {
    group: SECTION_GROUPS.registrationCustomer,
    title: 'Alles im Blick',
    content: 'Bestellungen, Rechnungen, Merkliste und Nachrichten finden Sie gesammelt in Ihrem Kundenkonto.',
    icon: 'layout',
  },
  {
    group: SECTION_GROUPS.registrationProvider,
    title: 'Sichtbar werden',
    content: 'Ihr Unternehmensprofil mit Bildern, Öffnungszeiten und Bewertungen wird von Kundinnen und Kunden in Ihrer Region gefunden.',
    icon: 'eye',
  },
  {
    group: SECTION_GROUPS.registrationProvider,
    title: 'Online verkaufen',
    content: 'Stellen Sie Produkte mit Varianten, Staffelpreisen und Versandoptionen ein – ohne eigenen Onlineshop.',
    icon: 'shopping-bag',
  },
  {
    group: SECTION_GROUPS.registrationProvider,
    title: 'Anfragen erhalten',
    content: 'Erhalten Sie passende Kundenanfragen und antworten Sie mit Ihrem Angebot direkt über den Marktplatz.',
    icon: 'inbox',
  },
  {
    group: SECTION_GROUPS.providerSteps,
    title: 'Profil vervollständigen',
    content: 'Hinterlegen Sie Firmendaten, Logo, Beschreibung und Öffnungszeiten.',
    icon: 'user',
  },
  {
    group: SECTION_GROUPS.providerSteps,
    title: 'Paket wählen',
    content: 'Wählen Sie das Paket, das zu Ihrem Unternehmen passt.',
    icon: 'package',
  },
  {
    group: SECTION_GROUPS.providerSteps,
    title: 'Nachweise hochladen',
    content: 'Laden Sie Gewerbeanmeldung oder Handelsregisterauszug hoch, damit wir Ihr Konto prüfen können.',
    icon: 'file-text',
  },
  {
    group: SECTION_GROUPS.providerSteps,
    title: 'Erste Produkte einstellen',
    content: 'Legen Sie Ihre ersten Produkte oder Leistungen an und gehen Sie online.',
    icon: 'plus-square',
  },
  {
    group: SECTION_GROUPS.security,
    title: 'Verschlüsselte Verbindung',
    content: 'Alle Daten werden ausschließlich über eine TLS-verschlüsselte Verbindung übertragen.',
    icon: 'lock',
  },
  {
    group: SECTION_GROUPS.security,
    title: 'Sichere Passwörter',
    content:
      'Passwörter speichern wir nur als Hashwert nach aktuellem Stand der Technik (Argon2id). Niemand bei uns kann Ihr Passwort lesen.',
    icon: 'key',
  },
  {
    group: SECTION_GROUPS.security,
    title: 'Zwei-Faktor-Anmeldung',
    content: 'Schützen Sie Ihr Konto zusätzlich mit einem Code per SMS, der bei jeder Anmeldung abgefragt wird.',
    icon: 'smartphone',
  },
  {
    group: SECTION_GROUPS.security,
    title: 'Datenschutz nach DSGVO',
    content:
      'Ihre Daten werden in Rechenzentren in Deutschland verarbeitet und nur so lange gespeichert, wie es gesetzlich erforderlich ist.',
    icon: 'shield',
  },
];

export interface BannerSeed {
  page: BannerPage;
  title: string;
  subtitle: string;
  image: string;
  altText: string;
  buttonText?: string;
  buttonUrl?: string;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    page: 'login',
    title: 'Willkommen zurück',
    subtitle: 'Melden Sie sich an und entdecken Sie Angebote aus Ihrer Region.',
    image: '/images/banners/login.svg',
    altText: 'Marktstand mit frischem Obst und Gemüse',
  },
  {
    page: 'registration',
    title: 'Jetzt kostenlos registrieren',
    subtitle: 'Regional einkaufen, Anfragen stellen und Angebote vergleichen.',
    image: '/images/banners/registration.svg',
    altText: 'Kundin beim Einkauf in einem kleinen Geschäft',
  },
  {
    page: 'provider',
    title: 'Anbieter in Ihrer Nähe',
    subtitle: 'Handwerk, Handel und Dienstleistungen – geprüft und bewertet.',
    image: '/images/banners/provider.svg',
    altText: 'Handwerker in seiner Werkstatt',
    buttonText: 'Anbieter finden',
    buttonUrl: '/provider-search',
  },
  {
    page: 'provider',
    title: 'Werden Sie Anbieter',
    subtitle: 'Präsentieren Sie Ihr Unternehmen tausenden Kundinnen und Kunden.',
    image: '/images/banners/provider-werden.svg',
    altText: 'Inhaberin vor ihrem Ladengeschäft',
    buttonText: 'Mehr erfahren',
    buttonUrl: '/become-a-provider',
  },
  {
    page: 'lead',
    title: 'Eine Anfrage, mehrere Angebote',
    subtitle: 'Beschreiben Sie Ihr Vorhaben und erhalten Sie Angebote von Fachbetrieben.',
    image: '/images/banners/lead.svg',
    altText: 'Malerin bei der Arbeit an einer Wand',
    buttonText: 'Anfrage starten',
    buttonUrl: '/living_worlds',
  },
  {
    page: 'property',
    title: 'Ihr neues Zuhause',
    subtitle: 'Wohnungen und Häuser zur Miete und zum Kauf von Anbietern aus der Region.',
    image: '/images/banners/property.svg',
    altText: 'Helles Wohnzimmer mit großen Fenstern',
    buttonText: 'Immobilien ansehen',
    buttonUrl: '/properties',
  },
  {
    page: 'marketplace',
    title: 'Regional einkaufen',
    subtitle: 'Produkte von Händlern und Manufakturen aus Ihrer Nähe.',
    image: '/images/banners/marketplace.svg',
    altText: 'Regal mit handgemachten Produkten',
    buttonText: 'Zum Marktplatz',
    buttonUrl: '/shop/marketplace',
  },
  {
    page: 'marketplace',
    title: 'Wochenangebote',
    subtitle: 'Jede Woche neue Angebote unserer Anbieter.',
    image: '/images/banners/wochenangebote.svg',
    altText: 'Einkaufskorb mit Lebensmitteln',
    buttonText: 'Angebote entdecken',
    buttonUrl: '/product-list',
  },
  {
    page: 'food',
    title: 'Essen aus Ihrer Nachbarschaft',
    subtitle: 'Bestellen Sie bei Restaurants und Imbissen in Ihrer Nähe – zur Abholung oder Lieferung.',
    image: '/images/banners/food.svg',
    altText: 'Gedeckter Tisch mit verschiedenen Gerichten',
    buttonText: 'Jetzt bestellen',
    buttonUrl: '/food-provider-search',
  },
];

export interface StickyLayerSeed {
  page: string;
  title: string;
  content: string;
  buttonText: string;
  buttonUrl: string;
}

export const STICKY_LAYERS: readonly StickyLayerSeed[] = [
  {
    page: 'marketplace',
    title: 'Versandkostenfrei ab 50 €',
    content: 'Bei vielen Anbietern liefern wir Ihre Bestellung ab einem Warenwert von 50 € versandkostenfrei.',
    buttonText: 'Produkte ansehen',
    buttonUrl: '/product-list',
  },
  {
    page: 'provider',
    title: 'Noch kein Anbieter?',
    content: 'Registrieren Sie Ihr Unternehmen und testen Sie den Marktplatz 30 Tage kostenlos.',
    buttonText: 'Jetzt registrieren',
    buttonUrl: '/register',
  },
  {
    page: 'lead',
    title: 'Kostenlos und unverbindlich',
    content: 'Ihre Anfrage ist kostenlos. Sie entscheiden, welches Angebot Sie annehmen.',
    buttonText: 'Anfrage stellen',
    buttonUrl: '/living_worlds',
  },
  {
    page: 'food',
    title: 'Hunger?',
    content: 'Restaurants in Ihrer Nähe liefern schon ab 15 € Mindestbestellwert.',
    buttonText: 'Restaurants finden',
    buttonUrl: '/food-provider-search',
  },
];

export interface BlogHotspotSeed {
  title: string;
  slug: string;
  excerpt: string;
  image: string;
  publishedAt: string;
}

export const BLOG_HOTSPOTS: readonly BlogHotspotSeed[] = [
  {
    title: 'Badsanierung planen: Kosten, Ablauf und Fördermittel',
    slug: 'badsanierung-planen',
    excerpt:
      'Womit Sie bei einer Badsanierung rechnen müssen, wie lange sie dauert und welche Zuschüsse es für barrierefreie Umbauten gibt.',
    image: '/images/news/badsanierung-planen.svg',
    publishedAt: '2026-10-28T09:00:00Z',
  },
  {
    title: 'Regional einkaufen: Fünf Gründe für den Händler um die Ecke',
    slug: 'regional-einkaufen',
    excerpt: 'Kurze Wege, persönliche Beratung und eine lebendige Innenstadt – warum sich der Einkauf bei lokalen Händlern lohnt.',
    image: '/images/news/regional-einkaufen.svg',
    publishedAt: '2026-10-14T09:00:00Z',
  },
  {
    title: 'Wärmepumpe im Altbau: Was Eigentümer wissen sollten',
    slug: 'waermepumpe-im-altbau',
    excerpt: 'Ob sich eine Wärmepumpe im Bestandsgebäude lohnt, hängt von Dämmung, Heizkörpern und Vorlauftemperatur ab.',
    image: '/images/news/waermepumpe-im-altbau.svg',
    publishedAt: '2026-09-30T09:00:00Z',
  },
  {
    title: 'Umzug in die neue Wohnung: Die Checkliste',
    slug: 'umzug-checkliste',
    excerpt: 'Von der Kündigung des Mietvertrags bis zur Ummeldung beim Bürgeramt: alle Aufgaben in der richtigen Reihenfolge.',
    image: '/images/news/umzug-checkliste.svg',
    publishedAt: '2026-09-16T09:00:00Z',
  },
  {
    title: 'Grundpreis richtig angeben: Hinweise für Anbieter',
    slug: 'grundpreis-richtig-angeben',
    excerpt:
      'Wer Waren nach Gewicht, Volumen, Länge oder Fläche anbietet, muss den Grundpreis je Kilogramm, Liter, Meter oder Quadratmeter nennen.',
    image: '/images/news/grundpreis-richtig-angeben.svg',
    publishedAt: '2026-09-02T09:00:00Z',
  },
];

export interface SeoSeed {
  type: SeoType;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  metaTag: string;
  tags: string[];
  ogImage?: string;
}

export const SEO_ENTRIES: readonly SeoSeed[] = [
  {
    type: 'page',
    slug: 'home',
    metaTitle: 'Marktplatz – Regional einkaufen, Anbieter finden, Angebote erhalten',
    metaDescription:
      'Der Marktplatz für Ihre Region: Produkte lokaler Händler, Handwerker und Dienstleister finden, Anfragen stellen und Angebote vergleichen.',
    metaTag: 'marktplatz, regional, einkaufen, handwerker, angebote',
    tags: ['Marktplatz', 'Regional', 'Einkaufen'],
    ogImage: '/images/banners/marketplace.svg',
  },
  {
    type: 'page',
    slug: 'become-a-provider',
    metaTitle: 'Anbieter werden – Ihr Unternehmen auf dem Marktplatz',
    metaDescription:
      'Präsentieren Sie Ihr Unternehmen, verkaufen Sie online und erhalten Sie Kundenanfragen aus Ihrer Region. Jetzt als Anbieter registrieren.',
    metaTag: 'anbieter werden, online verkaufen, unternehmen präsentieren',
    tags: ['Anbieter', 'Registrierung'],
  },
  {
    type: 'page',
    slug: 'marketplace',
    metaTitle: 'Produkte aus Ihrer Region kaufen | Marktplatz',
    metaDescription: 'Entdecken Sie Produkte von Händlern und Manufakturen aus Ihrer Nähe – mit Abholung oder Lieferung.',
    metaTag: 'produkte, regional, kaufen, händler',
    tags: ['Produkte', 'Shop'],
  },
  {
    type: 'page',
    slug: 'food',
    metaTitle: 'Essen bestellen bei Restaurants in Ihrer Nähe | Marktplatz',
    metaDescription: 'Bestellen Sie bei Restaurants, Imbissen und Cafés aus Ihrer Nachbarschaft – zur Abholung oder Lieferung.',
    metaTag: 'essen bestellen, lieferdienst, restaurant',
    tags: ['Essen', 'Lieferdienst'],
  },
  {
    type: 'living_world',
    slug: 'bauen-wohnen',
    metaTitle: 'Bauen & Wohnen – Fachbetriebe für Ihr Zuhause | Marktplatz',
    metaDescription: 'Handwerker für Renovierung, Sanierung und Neubau finden: Anfrage stellen und Angebote von Fachbetrieben erhalten.',
    metaTag: 'bauen, wohnen, handwerker, renovierung',
    tags: ['Bauen', 'Wohnen', 'Handwerk'],
  },
  {
    type: 'news',
    slug: 'badsanierung-planen',
    metaTitle: 'Badsanierung planen: Kosten, Ablauf und Fördermittel',
    metaDescription: 'Womit Sie bei einer Badsanierung rechnen müssen, wie lange sie dauert und welche Zuschüsse es gibt.',
    metaTag: 'badsanierung, kosten, förderung',
    tags: ['Ratgeber', 'Sanierung'],
    ogImage: '/images/news/badsanierung-planen.svg',
  },
];

export const COOKIE_BANNER = {
  title: 'Wir respektieren Ihre Privatsphäre',
  content:
    'Wir verwenden Cookies und ähnliche Technologien. Einige sind für den Betrieb der Website notwendig, andere helfen uns, die Website zu verbessern und Ihnen passende Inhalte anzuzeigen. Sie entscheiden, welche Kategorien Sie zulassen; Ihre Auswahl können Sie jederzeit in den Cookie-Einstellungen ändern.',
  acceptAllText: 'Alle akzeptieren',
  acceptSelectedText: 'Auswahl speichern',
  rejectText: 'Nur notwendige',
  settingsText: 'Einstellungen',
  privacyUrl: '/page/datenschutz',
  imprintUrl: '/page/impressum',
};

export interface CookieTypeSeed {
  key: string;
  name: string;
  description: string;
  isRequired: boolean;
  contents: readonly { name: string; provider: string; purpose: string; duration: string; storage: string }[];
}

export const COOKIE_TYPES: readonly CookieTypeSeed[] = [
  {
    key: 'necessary',
    name: 'Notwendig',
    description:
      'Notwendige Cookies ermöglichen Grundfunktionen wie die Anmeldung, den Warenkorb und das Speichern Ihrer Cookie-Auswahl. Ohne sie funktioniert die Website nicht; sie können nicht abgewählt werden.',
    isRequired: true,
    contents: [
      {
        name: 'cookie_consent',
        provider: 'Marktplatz GmbH',
        purpose: 'Speichert Ihre Auswahl im Cookie-Banner.',
        duration: '12 Monate',
        storage: 'Cookie',
      },
      {
        name: 'accessToken',
        provider: 'Marktplatz GmbH',
        purpose: 'Hält Sie nach der Anmeldung angemeldet.',
        duration: '24 Stunden',
        storage: 'Local Storage',
      },
      {
        name: 'cart_key',
        provider: 'Marktplatz GmbH',
        purpose: 'Ordnet Ihnen Ihren Warenkorb zu.',
        duration: '30 Tage',
        storage: 'Local Storage',
      },
      {
        name: 'mp_bucket',
        provider: 'Marktplatz GmbH',
        purpose:
          'Wird nur gesetzt, während wir eine neue Version eines Bereichs schrittweise einführen: Sie sehen bei jedem Seitenaufruf dieselbe Version. Enthält nur eine Zufallszahl.',
        duration: '12 Monate',
        storage: 'Cookie',
      },
      {
        name: 'mp_testversion',
        provider: 'Marktplatz GmbH',
        purpose: 'Nur für Testerinnen und Tester des Betreibers: lädt über einen signierten Test-Link eine Testversion eines Bereichs.',
        duration: 'bis zum Ablauf des Test-Links, höchstens 72 Stunden',
        storage: 'Cookie',
      },
    ],
  },
  {
    key: 'statistics',
    name: 'Statistik',
    description:
      'Statistik-Cookies helfen uns zu verstehen, wie Besucherinnen und Besucher die Website nutzen. Die Daten werden pseudonymisiert auf unseren eigenen Servern ausgewertet.',
    isRequired: false,
    contents: [
      {
        name: '_pk_id',
        provider: 'Marktplatz GmbH (Matomo, selbst gehostet)',
        purpose: 'Unterscheidet Besuche, um Seitenaufrufe statistisch auszuwerten.',
        duration: '13 Monate',
        storage: 'Cookie',
      },
      {
        name: '_pk_ses',
        provider: 'Marktplatz GmbH (Matomo, selbst gehostet)',
        purpose: 'Fasst die Seitenaufrufe eines Besuchs zusammen.',
        duration: '30 Minuten',
        storage: 'Cookie',
      },
    ],
  },
  {
    key: 'marketing',
    name: 'Marketing',
    description:
      'Marketing-Cookies werden von Werbepartnern gesetzt, um Ihnen auf anderen Websites Werbung anzuzeigen, die zu Ihren Interessen passt, und den Erfolg unserer Kampagnen zu messen.',
    isRequired: false,
    contents: [
      {
        name: '_gcl_au',
        provider: 'Google Ireland Limited',
        purpose: 'Misst, ob eine Anzeige zu einer Registrierung oder Bestellung geführt hat.',
        duration: '3 Monate',
        storage: 'Cookie',
      },
      {
        name: '_fbp',
        provider: 'Meta Platforms Ireland Limited',
        purpose: 'Zeigt Ihnen auf Facebook und Instagram Anzeigen zu Angeboten des Marktplatzes.',
        duration: '3 Monate',
        storage: 'Cookie',
      },
    ],
  },
];
