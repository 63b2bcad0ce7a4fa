import type { Database } from '../client';
import { worldCategories } from '../schema';

/** The living worlds under "Bauen & Wohnen" (the lead routes' categories). */
export const WORLD_CATEGORIES = [
  { title: 'Badsanierung', slug: 'badsanierung', description: 'Neues Bad aus einer Hand: Fliesen, Sanitär, barrierefreie Dusche.' },
  { title: 'Dach & Fassade', slug: 'dach-und-fassade', description: 'Dachdecker, Dämmung und Fassadenanstrich in Ihrer Nähe.' },
  { title: 'Heizung & Wärmepumpe', slug: 'heizung-und-waermepumpe', description: 'Heizungstausch, Wärmepumpe und Förderberatung.' },
  { title: 'Garten & Landschaft', slug: 'garten-und-landschaft', description: 'Gartenpflege, Pflasterarbeiten und Zäune.' },
  { title: 'Malerarbeiten', slug: 'malerarbeiten', description: 'Innenanstrich, Tapezieren und Lackierarbeiten.' },
  { title: 'Umzug', slug: 'umzug', description: 'Umzugsunternehmen für Privat- und Firmenumzüge.' },
];

export async function seedLeads(db: Database): Promise<void> {
  await db
    .insert(worldCategories)
    .values(WORLD_CATEGORIES.map((category, index) => ({ ...category, position: index + 1 })))
    .onConflictDoNothing();
}
