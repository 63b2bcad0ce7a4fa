/** The shell's own texts (German). */
export const messages = {
  siteName: 'Marktplatz',
  skipLink: 'Zum Inhalt springen',
  testVersion: {
    label: 'Testversion',
    text: (area: string, version: string) => `Testversion: ${area} ${version}`,
    end: 'Testversion beenden',
  },
  areas: {
    mfe_shop: 'Shop',
    mfe_leads: 'Anfragen & Immobilien',
    mfe_orders: 'Bestellungen',
    mfe_food: 'Essen bestellen',
    mfe_stores: 'Anbieter & Standorte',
    mfe_chat: 'Chat',
    mfe_account: 'Konto',
    mfe_admin: 'Backoffice',
  },
  fallback: {
    loadTitle: (label: string) => `Der Bereich „${label}“ ist gerade nicht erreichbar.`,
    loadText: 'Bitte versuchen Sie es gleich noch einmal. Der Rest des Marktplatzes funktioniert weiterhin.',
    notDeployedTitle: (label: string) => `Der Bereich „${label}“ ist in dieser Umgebung nicht verfügbar.`,
    notDeployedText: 'Dieser Teil des Marktplatzes ist hier nicht eingebunden.',
    versionTitle: (label: string) => `Der Bereich „${label}“ passt nicht zu dieser Version des Marktplatzes.`,
    versionText: 'Bitte laden Sie die Seite in einigen Minuten neu. Der Rest des Marktplatzes funktioniert weiterhin.',
    retry: 'Erneut versuchen',
    retrying: 'Wird erneut versucht …',
    loading: (label: string) => `Bereich „${label}“ wird geladen …`,
    home: 'Zur Startseite',
  },
  nav: {
    mainLabel: 'Hauptnavigation',
    menu: 'Menü',
    backOffice: 'Backoffice',
    /** Menus by who is logged in; entries into areas still in preview are left out (reachability.ts). */
    guest: [
      { to: '/shop', label: 'Marktplatz' },
      { to: '/product-list', label: 'Alle Produkte' },
      { to: '/provider-search', label: 'Anbieter' },
      { to: '/properties', label: 'Immobilien' },
      { to: '/food-provider-search', label: 'Essen' },
      { to: '/living_worlds', label: 'Lebenswelten' },
      { to: '/news', label: 'News' },
    ],
    customer: [
      { to: '/shop', label: 'Marktplatz' },
      { to: '/provider-search', label: 'Anbieter' },
      { to: '/food-provider-search', label: 'Essen' },
      { to: '/leads', label: 'Anfragen' },
      { to: '/orders', label: 'Bestellungen' },
      { to: '/shop/favourites', label: 'Favoriten' },
      { to: '/account', label: 'Mein Konto' },
    ],
    /**
     * The provider's one navigation, by what the provider does (GET /shop/provider/activities): an entry with an
     * `activity` shows only to a provider doing it (the restaurant's board and menu to a restaurant, received requests
     * to a provider who takes them, appointments to one with a store); a group without entries is left out. Every
     * page of daily work is one click from the menu (none hides in a sub-menu), on the phone and wide screens alike.
     */
    provider: [
      {
        key: 'shop',
        label: 'Shop',
        links: [
          { to: '/shop/provider', label: 'Übersicht' },
          { to: '/shop/provider/products', label: 'Produkte' },
          { to: '/shop/provider/bundles', label: 'Produktsets' },
          { to: '/orders/provider', label: 'Bestellungen' },
        ],
      },
      {
        key: 'food',
        label: 'Restaurant',
        links: [
          { to: '/food/board', label: 'Bestell-Board', activity: 'food' },
          { to: '/food/categories', label: 'Speisekarte', activity: 'food' },
          { to: '/food/settings', label: 'Lieferung & Abholung', activity: 'food' },
        ],
      },
      {
        key: 'leads',
        label: 'Anfragen',
        links: [
          { to: '/leads/provider', label: 'Anfragen', activity: 'leads' },
          { to: '/leads/provider/offers', label: 'Angebote', activity: 'leads' },
          { to: '/leads/routes', label: 'Anfragestrecken' },
        ],
      },
      {
        key: 'stores',
        label: 'Standorte',
        links: [
          { to: '/stores', label: 'Standorte' },
          { to: '/stores/appointments', label: 'Termine', activity: 'stores' },
        ],
      },
      {
        key: 'money',
        label: 'Geld',
        links: [
          { to: '/orders/provider/finance', label: 'Finanzen' },
          { to: '/orders/provider/payouts', label: 'Auszahlungen' },
        ],
      },
      {
        key: 'account',
        label: 'Konto',
        links: [
          { to: '/account/packages', label: 'Pakete' },
          { to: '/account', label: 'Mein Konto' },
        ],
      },
    ],
    login: 'Anmelden',
    register: 'Registrieren',
    logout: 'Abmelden',
    greeting: (name: string) => `Hallo, ${name}`,
    accountLinks: 'Konto',
  },
  search: {
    label: 'Produkte suchen',
    placeholder: 'Produkte suchen …',
    submit: 'Suchen',
    open: 'Suche öffnen',
  },
  theme: {
    button: 'Darstellung',
    dialogLabel: 'Darstellung anpassen',
    theme: 'Farbschema',
    /** The schemes a customer chooses from; the development ones stay out of the menu. */
    names: { LIGHT: 'Hell', ONE_DARK: 'Dunkel' },
    responsiveFontSizes: 'Schriftgröße an Bildschirm anpassen',
  },
  footer: {
    label: 'Rechtliches',
    links: [
      { slug: 'impressum', label: 'Impressum' },
      { slug: 'datenschutz', label: 'Datenschutzerklärung' },
      { slug: 'agb', label: 'AGB' },
      { slug: 'widerrufsbelehrung', label: 'Widerrufsbelehrung' },
      { slug: 'cookie-richtlinie', label: 'Cookie-Richtlinie' },
      { slug: 'barrierefreiheit', label: 'Barrierefreiheit' },
    ],
    copyright: (year: number) => `© ${year} Marktplatz`,
    becomeProvider: 'Anbieter werden',
    news: 'News',
    withdrawal: 'Vertrag widerrufen',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
  },
  cookie: {
    title: 'Cookies auf dem Marktplatz',
    text: 'Wir verwenden technisch notwendige Cookies, damit der Marktplatz funktioniert. Mit Ihrer Zustimmung werten wir außerdem pseudonymisiert aus, wie der Marktplatz genutzt wird (Statistik). Ihre Wahl können Sie jederzeit über „Cookie-Einstellungen“ am Seitenende ändern oder widerrufen.',
    acceptAll: 'Alle akzeptieren',
    necessaryOnly: 'Nur notwendige',
    settings: 'Einstellungen',
    saveSelection: 'Auswahl speichern',
    categoriesLabel: 'Cookie-Kategorien',
    alwaysOn: 'immer aktiv',
    cookiesOf: (category: string) => `Cookies der Kategorie „${category}“`,
    cookieLine: (provider: string, purpose: string, duration: string) => `${purpose} Anbieter: ${provider}. Speicherdauer: ${duration}.`,
    categories: [
      {
        key: 'necessary',
        name: 'Notwendig',
        description:
          'Ermöglichen Grundfunktionen wie die Anmeldung, den Warenkorb und das Speichern Ihrer Cookie-Auswahl. Sie können nicht abgewählt werden.',
        required: true,
      },
      {
        key: 'statistics',
        name: 'Statistik',
        description:
          'Helfen uns zu verstehen, wie der Marktplatz genutzt wird. Die Daten werden pseudonymisiert auf unseren eigenen Servern ausgewertet.',
        required: false,
      },
    ] as const,
    privacy: 'Datenschutzerklärung',
    policy: 'Cookie-Richtlinie',
    imprint: 'Impressum',
    footerLink: 'Cookie-Einstellungen',
  },
  chat: {
    open: 'Chat öffnen',
    openUnread: (count: number) => `Chat öffnen, ${count} ungelesen`,
    close: 'Chat schließen',
    loading: 'Chat wird geladen …',
    failed: 'Der Chat ist gerade nicht erreichbar.',
  },
  titles: {
    landing: 'Regional kaufen, anfragen und bestellen',
    news: 'News',
    becomeProvider: 'Anbieter werden',
    page: 'Information',
    notFound: 'Seite nicht gefunden',
  },
  landing: {
    heading: 'Alles aus Ihrer Region an einem Ort',
    lead: 'Produkte kaufen, Angebote für Ihr Projekt einholen, Essen bestellen und Anbieter in Ihrer Nähe finden.',
    primary: 'Zum Marktplatz',
    secondary: 'Anbieter finden',
    teasersHeading: 'Entdecken',
    teasers: [
      { to: '/shop', title: 'Marktplatz', text: 'Produkte regionaler Händler, Produktsets und Angebote.' },
      { to: '/provider-search', title: 'Anbieter', text: 'Betriebe, Handwerker und Geschäfte in Ihrer Nähe.' },
      { to: '/properties', title: 'Immobilien', text: 'Häuser und Wohnungen mit Besichtigungstermin.' },
      { to: '/food-provider-search', title: 'Essen bestellen', text: 'Speisekarten und Lieferung aus Ihrer Umgebung.' },
      { to: '/living_worlds', title: 'Lebenswelten', text: 'Ideen und Fachbetriebe rund ums Bauen und Wohnen.' },
      { to: '/leads', title: 'Anfrage stellen', text: 'Beschreiben Sie Ihr Vorhaben und erhalten Sie Angebote.' },
    ],
    providerHeading: 'Sie sind Anbieter?',
    providerText: 'Präsentieren Sie Ihren Betrieb, verkaufen Sie online und erhalten Sie passende Anfragen.',
    providerLink: 'Anbieter werden',
  },
  editorial: {
    placeholderNote: 'Diese Seite wird derzeit redaktionell aufgebaut.',
    newsHeading: 'News',
    newsText: 'Neuigkeiten rund um den Marktplatz und seine Anbieter erscheinen hier.',
    becomeProviderHeading: 'Anbieter werden',
    becomeProviderText: 'Mit einem Anbieterkonto verkaufen Sie Produkte, beantworten Anfragen, verwalten Standorte und Bestellungen.',
    becomeProviderCta: 'Jetzt als Anbieter registrieren',
    pageTitles: {
      impressum: 'Impressum',
      datenschutz: 'Datenschutzerklärung',
      agb: 'Allgemeine Geschäftsbedingungen',
      widerrufsbelehrung: 'Widerrufsbelehrung',
      'cookie-richtlinie': 'Cookie-Richtlinie',
      barrierefreiheit: 'Erklärung zur Barrierefreiheit',
    } as Record<string, string>,
  },
  notFound: {
    heading: 'Seite nicht gefunden',
    text: 'Die aufgerufene Adresse gibt es auf dem Marktplatz nicht (mehr).',
    home: 'Zur Startseite',
  },
} as const;
