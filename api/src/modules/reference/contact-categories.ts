import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactCategories } from '../../db/schema/reference';

/** An active category of the contact form by id (id and name), or null (for the contact form's check). */
export async function activeContactCategory(db: Executor, id: number): Promise<{ id: number; name: string } | null> {
  const [category] = await db
    .select({ id: contactCategories.id, name: contactCategories.name })
    .from(contactCategories)
    .where(and(eq(contactCategories.id, id), eq(contactCategories.isActive, true)))
    .limit(1);
  return category ?? null;
}
