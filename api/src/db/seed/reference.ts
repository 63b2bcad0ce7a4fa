import type { Database } from '../client';
import * as tables from '../schema/reference';
import { COMPANY_TYPES } from '../../modules/reference/company-types';
import { CONTACT_CATEGORIES, CONTACT_INFO, STREETS } from '../../modules/reference/contact';
import { CONTRACT_CONTENTS } from '../../modules/reference/contracts';
import { INDUSTRIES } from '../../modules/reference/industries';
import { expandPostalCities } from '../../modules/reference/postal-cities';
import { allPostalCodes } from '../../modules/reference/postal-codes';
import { germanSlug } from '../../lib/slug';
import { UNIT_TYPES } from '../../modules/reference/unit-types';

/** Rows per INSERT for the postal code table (keeps each statement well below the parameter limit). */
const BATCH_SIZE = 500;

/** Reference tables an operator maintains: industries, units, legal forms, contact data, contracts, places. */
export async function seedReference(db: Database): Promise<void> {
  for (const [parentIndex, parent] of INDUSTRIES.entries()) {
    const [row] = await db
      .insert(tables.industries)
      .values({ name: parent.name, slug: germanSlug(parent.name), position: parentIndex })
      .returning({ id: tables.industries.id });
    if (!row) throw new Error(`Branche ${parent.name} wurde nicht angelegt.`);
    await db.insert(tables.industries).values(
      parent.children.map((name, position) => ({
        parentId: row.id,
        name,
        slug: `${germanSlug(parent.name)}-${germanSlug(name)}`,
        position,
      })),
    );
  }
  await db.insert(tables.unitTypes).values(UNIT_TYPES.map((unit, position) => ({ ...unit, position })));
  await db.insert(tables.companyTypes).values(COMPANY_TYPES.map((type, position) => ({ ...type, position })));
  await db.insert(tables.contactCategories).values(CONTACT_CATEGORIES.map((name, position) => ({ name, position })));
  await db.insert(tables.contactInfo).values(CONTACT_INFO);
  await db.insert(tables.contractContents).values(CONTRACT_CONTENTS.map((contract, position) => ({ ...contract, position })));
  await db.insert(tables.streets).values([...STREETS]);
  const places = expandPostalCities(allPostalCodes());
  for (let start = 0; start < places.length; start += BATCH_SIZE) {
    await db
      .insert(tables.postalCodeCities)
      .values(
        places.slice(start, start + BATCH_SIZE).map((place) => ({ postalCode: place.postal_code, city: place.city, state: place.state })),
      );
  }
}
