import { seedHistory } from '../schema';
import type { Database } from '../client';
import type { DomainModule, SeedContext } from '../../modules/types';

/**
 * Runs each module's seed once per database, in module order. A module added later is seeded into an
 * existing database on the next start; one already seeded is never seeded again.
 */
export async function seedDatabase(db: Database, modules: DomainModule[], context: SeedContext): Promise<string[]> {
  const done = new Set((await db.select({ domain: seedHistory.domain }).from(seedHistory)).map((row) => row.domain));
  const seeded: string[] = [];
  for (const module of modules) {
    if (!module.seed || done.has(module.name)) continue;
    const seed = module.seed;
    await db.transaction(async (tx) => {
      await seed(tx as unknown as Database, context);
      await tx.insert(seedHistory).values({ domain: module.name });
    });
    seeded.push(module.name);
  }
  return seeded;
}
