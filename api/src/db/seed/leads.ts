import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { industries, leadRouteAnswers, leadRouteQuestions, leadRoutes, users, worldCategories, type AnswerType } from '../schema';
import { DEMO_PASSWORD, DEMO_PROVIDER_EMAIL } from './account';
import { createConfirmedProvider, type DemoProviderInput } from '../../modules/account/service';
import { hashPassword } from '../../modules/account/passwords';
import { postalCodeCoordinates } from '../../modules/reference/public';
import { setProviderIndustries } from '../../modules/stores/search';
import { germanSlug } from '../../lib/slug';

/** The living worlds under "Bauen & Wohnen" (the lead routes' categories). */
export const WORLD_CATEGORIES = [
  { title: 'Badsanierung', slug: 'badsanierung', description: 'Neues Bad aus einer Hand: Fliesen, Sanitär, barrierefreie Dusche.' },
  { title: 'Dach & Fassade', slug: 'dach-und-fassade', description: 'Dachdecker, Dämmung und Fassadenanstrich in Ihrer Nähe.' },
  { title: 'Heizung & Wärmepumpe', slug: 'heizung-und-waermepumpe', description: 'Heizungstausch, Wärmepumpe und Förderberatung.' },
  { title: 'Garten & Landschaft', slug: 'garten-und-landschaft', description: 'Gartenpflege, Pflasterarbeiten und Zäune.' },
  { title: 'Malerarbeiten', slug: 'malerarbeiten', description: 'Innenanstrich, Tapezieren und Lackierarbeiten.' },
  { title: 'Umzug', slug: 'umzug', description: 'Umzugsunternehmen für Privat- und Firmenumzüge.' },
];

interface SeedQuestion {
  question: string;
  type: AnswerType;
  required?: false;
  /** Answer options of a single or multiple choice. */
  options?: readonly string[];
}

/** The account and company of a demo provider (`createConfirmedProvider`), its industries and its lead route. */
interface LeadProviderSeed extends Omit<DemoProviderInput, 'passwordHash'> {
  /** Sub-industry names (reference seed) the provider is found under in the provider search. */
  industries: readonly string[];
  route: { world: string; name: string; description: string; radiusKm: number; questions: readonly SeedQuestion[] };
}

/**
 * One verified demo provider per living world with an active lead route and a few questions, so every world offers
 * an inquiry right after the first start. Each has exactly the one active route the free base tier allows; none has
 * a store, an inquiry or an offer (the provider search near a postal code and the lead counts stay as they were).
 * Password: `DEMO_PASSWORD`, as for every demo login.
 */
export const LEAD_PROVIDERS: readonly LeadProviderSeed[] = [
  {
    email: 'baeder-krause@example.com',
    username: 'baeder-krause',
    gender: 'male',
    firstName: 'Jan',
    lastName: 'Krause',
    phone: '+49 30 2945510',
    companyName: 'Bäder Krause GmbH',
    street: 'Boxhagener Straße',
    houseNumber: '18',
    zipCode: '10245',
    city: 'Berlin',
    vatNumber: 'DE301245678',
    industries: ['Sanitär, Heizung und Klima', 'Fliesenleger'],
    route: {
      world: 'badsanierung',
      name: 'Badsanierung aus einer Hand',
      description: 'Planung, Abriss, Fliesen, Sanitär und Montage – ein Ansprechpartner vom ersten Termin bis zur Abnahme.',
      radiusKm: 40,
      questions: [
        {
          question: 'Was soll am Bad gemacht werden?',
          type: 'single',
          options: ['Komplettsanierung', 'Teilsanierung', 'Barrierefreier Umbau', 'Nur Fliesen'],
        },
        { question: 'Wie groß ist das Bad in m²?', type: 'number' },
        { question: 'Wann soll es losgehen?', type: 'single', options: ['So bald wie möglich', 'In 1–3 Monaten', 'In mehr als 3 Monaten'] },
        { question: 'Fotos vom jetzigen Bad', type: 'file', required: false },
      ],
    },
  },
  {
    email: 'dach-albrecht@example.com',
    username: 'dach-albrecht',
    gender: 'male',
    firstName: 'Henrik',
    lastName: 'Albrecht',
    phone: '+49 40 6187730',
    companyName: 'Dachdeckerei Albrecht e.K.',
    street: 'Wandsbeker Chaussee',
    houseNumber: '210',
    zipCode: '22089',
    city: 'Hamburg',
    vatNumber: 'DE302356789',
    industries: ['Dachdecker', 'Zimmerer'],
    route: {
      world: 'dach-und-fassade',
      name: 'Dach und Fassade im Hamburger Raum',
      description: 'Neueindeckung, Dämmung nach GEG, Reparaturen und Fassadenanstrich.',
      radiusKm: 50,
      questions: [
        {
          question: 'Worum geht es?',
          type: 'multiple',
          options: ['Dach neu eindecken', 'Dach dämmen', 'Reparatur', 'Dachfenster', 'Fassade streichen'],
        },
        { question: 'Baujahr des Hauses', type: 'number' },
        { question: 'Was sollen wir noch wissen?', type: 'text', required: false },
      ],
    },
  },
  {
    email: 'waermetechnik-sommer@example.com',
    username: 'waermetechnik-sommer',
    gender: 'female',
    firstName: 'Katrin',
    lastName: 'Sommer',
    phone: '+49 89 4127790',
    companyName: 'Wärmetechnik Sommer GmbH',
    street: 'Boschetsrieder Straße',
    houseNumber: '67',
    zipCode: '81379',
    city: 'München',
    vatNumber: 'DE303467891',
    industries: ['Sanitär, Heizung und Klima'],
    route: {
      world: 'heizung-und-waermepumpe',
      name: 'Wärmepumpe und Heizungstausch',
      description: 'Beratung vor Ort, Heizlastberechnung, Förderantrag und Einbau.',
      radiusKm: 60,
      questions: [
        { question: 'Womit heizen Sie heute?', type: 'single', options: ['Gas', 'Öl', 'Nachtspeicher', 'Fernwärme', 'Etwas anderes'] },
        { question: 'Wohnfläche in m²', type: 'number' },
        { question: 'Wunschtermin für die Beratung vor Ort', type: 'date', required: false },
      ],
    },
  },
  {
    email: 'gruenwerk@example.com',
    username: 'gruenwerk',
    gender: 'male',
    firstName: 'Lukas',
    lastName: 'Brandt',
    phone: '+49 221 5589340',
    companyName: 'Grünwerk Garten- und Landschaftsbau GmbH',
    street: 'Venloer Straße',
    houseNumber: '601',
    zipCode: '50827',
    city: 'Köln',
    vatNumber: 'DE304578912',
    industries: ['Garten- und Landschaftsbau'],
    route: {
      world: 'garten-und-landschaft',
      name: 'Garten, Pflaster und Zaun',
      description: 'Gartenpflege im Abo, Terrassen und Wege, Zaunbau und Rollrasen.',
      radiusKm: 40,
      questions: [
        { question: 'Welche Arbeiten fallen an?', type: 'multiple', options: ['Gartenpflege', 'Pflasterarbeiten', 'Zaunbau', 'Rollrasen'] },
        { question: 'Größe der Fläche in m²', type: 'number' },
        { question: 'Anmerkungen', type: 'text', required: false },
      ],
    },
  },
  {
    email: 'maler-yilmaz@example.com',
    username: 'maler-yilmaz',
    gender: 'male',
    firstName: 'Emre',
    lastName: 'Yilmaz',
    phone: '+49 69 9043120',
    companyName: 'Malermeister Yilmaz e.K.',
    street: 'Berger Straße',
    houseNumber: '155',
    zipCode: '60385',
    city: 'Frankfurt am Main',
    vatNumber: 'DE305689123',
    industries: ['Maler und Lackierer'],
    route: {
      world: 'malerarbeiten',
      name: 'Malerarbeiten innen und außen',
      description: 'Streichen, Tapezieren, Lackieren – sauber abgedeckt und termintreu.',
      radiusKm: 30,
      questions: [
        { question: 'Was soll gestrichen werden?', type: 'multiple', options: ['Wände', 'Decken', 'Türen und Fenster', 'Fassade'] },
        { question: 'Wie viele Räume?', type: 'number' },
        { question: 'Wunschtermin', type: 'date', required: false },
      ],
    },
  },
  {
    email: 'umzuege-petersen@example.com',
    username: 'umzuege-petersen',
    gender: 'female',
    firstName: 'Frauke',
    lastName: 'Petersen',
    phone: '+49 341 2286640',
    companyName: 'Umzüge Petersen GmbH & Co. KG',
    street: 'Georg-Schwarz-Straße',
    houseNumber: '88',
    zipCode: '04177',
    city: 'Leipzig',
    vatNumber: 'DE306791234',
    industries: [],
    route: {
      world: 'umzug',
      name: 'Privatumzug mit Packservice',
      description: 'Besichtigung, Festpreis, Packservice und Möbelmontage – auch deutschlandweit.',
      radiusKm: 100,
      questions: [
        { question: 'Wie groß ist die Wohnung?', type: 'single', options: ['1–2 Zimmer', '3–4 Zimmer', '5 Zimmer oder mehr'] },
        { question: 'Umzugstermin', type: 'date' },
        { question: 'Von wo nach wo? (Postleitzahlen)', type: 'text' },
      ],
    },
  },
];

export const LEAD_PROVIDER_EMAILS = LEAD_PROVIDERS.map((provider) => provider.email);

/** The living-world providers, their routes (active, with questions and options) and industries. */
async function seedLeadProviders(db: Database): Promise<void> {
  const categories = await db.select({ id: worldCategories.id, slug: worldCategories.slug }).from(worldCategories);
  const categoryId = new Map(categories.map((row) => [row.slug, row.id]));
  const industryRows = await db.select({ id: industries.id, name: industries.name }).from(industries);
  const industryId = new Map(industryRows.map((row) => [row.name, row.id]));
  // argon2 is slow on purpose: the demo provider's hash (same password) is reused.
  const [demo] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL)).limit(1);
  const passwordHash = demo?.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, LEAD_PROVIDER_EMAILS))).map((row) => row.email),
  );
  for (const provider of LEAD_PROVIDERS) {
    if (existing.has(provider.email)) continue;
    const worldId = categoryId.get(provider.route.world);
    if (worldId === undefined) throw new Error(`Themenwelt ${provider.route.world} fehlt.`);
    const { industries: _industries, route: _route, ...account } = provider;
    const providerId = await createConfirmedProvider(db, { ...account, passwordHash });
    const ids = provider.industries.map((name) => industryId.get(name)).filter((id): id is number => id !== undefined);
    if (ids.length > 0) await setProviderIndustries(db, providerId, ids);
    const point = postalCodeCoordinates(provider.zipCode);
    const [route] = await db
      .insert(leadRoutes)
      .values({
        providerId,
        worldCategoryId: worldId,
        name: provider.route.name,
        slug: germanSlug(provider.route.name),
        description: provider.route.description,
        postalCode: provider.zipCode,
        radiusKm: provider.route.radiusKm,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        status: 'active',
      })
      .returning({ id: leadRoutes.id });
    if (!route) throw new Error(`Lead-Route von ${provider.email} wurde nicht angelegt.`);
    for (const [index, question] of provider.route.questions.entries()) {
      const [row] = await db
        .insert(leadRouteQuestions)
        .values({
          leadRouteId: route.id,
          question: question.question,
          answerType: question.type,
          isRequired: question.required !== false,
          position: index + 1,
        })
        .returning({ id: leadRouteQuestions.id });
      if (!row) throw new Error(`Frage „${question.question}“ wurde nicht angelegt.`);
      if (question.options?.length)
        await db
          .insert(leadRouteAnswers)
          .values(question.options.map((answer, position) => ({ questionId: row.id, answer, position: position + 1 })));
    }
  }
}

/** The living-world categories, then one verified provider with an active route in each (verified by the onboarding seed, which runs last). */
export async function seedLeads(db: Database): Promise<void> {
  await db
    .insert(worldCategories)
    .values(WORLD_CATEGORIES.map((category, index) => ({ ...category, position: index + 1 })))
    .onConflictDoNothing();
  await seedLeadProviders(db);
}
