import { and, asc, eq, inArray, isNull, max, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { shopCategories, shopProducts } from '../../db/schema/shop';
import type { StaffPrincipal } from '../../http/auth';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { deleteUnusedValue, lockValue, reorderValues, retirable, setRetired } from '../../lib/retirable';
import { freeSlugFor } from '../../lib/free-slug';
import { writeWithFreeSlug } from '../../lib/slug';
import { commissionRulesPerCategory } from '../commission/public';
import { auditedChange, type WriteAudit } from '../staff/public';
import { invalidateCatalogCache } from './cache';
import type { AdminCategory, CategoryInput, CategoryUpdateInput } from './category-admin-schemas';
import { refreshSearchKeywords } from './service';

/**
 * The shop's category tree as editors and admins keep it: create, rename, move (no cycles, at most three levels, names
 * unique among siblings), order, retire instead of delete while products use a category. Every change is audited;
 * the catalogue's caches are cleared so the site shows it at once.
 */

export const CATEGORY_MESSAGES = {
  notFound: 'Die Kategorie wurde nicht gefunden.',
  parentNotFound: 'Die übergeordnete Kategorie wurde nicht gefunden.',
  nameTaken: 'Eine Kategorie mit diesem Namen gibt es auf dieser Ebene schon.',
  cycle: 'Eine Kategorie kann nicht unter sich selbst oder eine ihrer Unterkategorien verschoben werden.',
  tooDeep: 'Kategorien haben höchstens drei Ebenen; so würde der Baum tiefer.',
  order: 'Die Reihenfolge muss genau die Kategorien einer Ebene unter derselben Kategorie nennen, jede einmal.',
  created: 'Die Kategorie wurde angelegt.',
  saved: 'Die Kategorie wurde gespeichert.',
  moved: 'Die Kategorie wurde verschoben.',
  retired: 'Die Kategorie wurde stillgelegt.',
  unretired: 'Die Kategorie ist wieder auswählbar.',
  deleted: 'Die Kategorie wurde gelöscht.',
  reordered: 'Die Reihenfolge wurde gespeichert.',
};
const M = CATEGORY_MESSAGES;
const MAX_LEVEL = 3;
const values = retirable(shopCategories);
const label = (name: string) => `Die Kategorie „${name}“`;

export interface CategoryAdminContext {
  db: Database;
  actor: StaffPrincipal;
  ip: string;
}

type Row = typeof shopCategories.$inferSelect;

function record(audit: WriteAudit, verb: string, id: number, before: object | null, after: object | null) {
  return audit({
    action: `shop.category_${verb}`,
    recordType: 'shop_category',
    recordId: id,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown> | null,
  });
}

/** Uses per category: products (any of their three levels, or cross-selling) and commission rules. */
async function categoryUsage(db: Executor): Promise<Map<number, number>> {
  const products = await productsPerCategory(db);
  const rules = await commissionRulesPerCategory(db);
  for (const [id, value] of rules) products.set(id, (products.get(id) ?? 0) + value);
  return products;
}

async function productsPerCategory(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: shopCategories.id, value: sql<number>`count(p.id)::int`.mapWith(Number) })
    .from(shopCategories)
    .innerJoin(
      sql`${shopProducts} p`,
      sql`${shopCategories.id} in (p.shop_category_id, p.shop_subcategory_id, p.shop_childcategory_id, p.crossselling_category_id)`,
    )
    .groupBy(shopCategories.id);
  return new Map(rows.map((row) => [row.id, row.value]));
}

export async function listAdminCategories(db: Executor): Promise<AdminCategory[]> {
  const [rows, usage] = await Promise.all([
    db.select().from(shopCategories).orderBy(asc(shopCategories.level), asc(shopCategories.position), asc(shopCategories.name)),
    categoryUsage(db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    parent_id: row.parentId,
    level: row.level,
    name: row.name,
    slug: row.slug,
    description: row.description,
    position: row.position,
    is_active: row.isActive,
    retired_at: row.retiredAt?.toISOString() ?? null,
    usage_count: usage.get(row.id) ?? 0,
  }));
}

async function readAdminCategory(db: Executor, id: number): Promise<AdminCategory> {
  const found = (await listAdminCategories(db)).find((row) => row.id === id);
  if (!found) throw new NotFoundError(M.notFound);
  return found;
}

const siblingsOf = (parentId: number | null): SQL =>
  parentId === null ? isNull(shopCategories.parentId) : eq(shopCategories.parentId, parentId);

async function assertNameFree(tx: Executor, parentId: number | null, name: string, id?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: shopCategories.id })
    .from(shopCategories)
    .where(
      and(
        siblingsOf(parentId),
        sql`lower(${shopCategories.name}) = lower(${name})`,
        id === undefined ? undefined : ne(shopCategories.id, id),
      ),
    )
    .limit(1);
  if (taken) throw ValidationError.field('name', M.nameTaken);
}

async function nextPosition(tx: Executor, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ value: max(shopCategories.position) })
    .from(shopCategories)
    .where(siblingsOf(parentId));
  return (row?.value ?? -1) + 1;
}

async function parentLevel(tx: Executor, parentId: number | null): Promise<number> {
  if (parentId === null) return 0;
  const [parent] = await tx.select({ level: shopCategories.level }).from(shopCategories).where(eq(shopCategories.id, parentId));
  if (!parent) throw ValidationError.field('parent_id', M.parentNotFound);
  return parent.level;
}

export async function createCategory(context: CategoryAdminContext, input: CategoryInput): Promise<AdminCategory> {
  const id = await writeWithFreeSlug(
    context.db,
    'shop_categories_slug_unique',
    (tx) => freeSlugFor(tx, shopCategories, shopCategories.slug, input.name, 'kategorie'),
    (outer, slug) =>
      auditedChange(outer, context, async (tx, audit) => {
        const level = (await parentLevel(tx, input.parent_id)) + 1;
        if (level > MAX_LEVEL) throw ValidationError.field('parent_id', M.tooDeep);
        await assertNameFree(tx, input.parent_id, input.name);
        const position = await nextPosition(tx, input.parent_id);
        const [row] = await tx
          .insert(shopCategories)
          .values({ name: input.name, description: input.description, parentId: input.parent_id, level, slug, position })
          .returning();
        if (!row) throw new Error('Die Kategorie wurde nicht angelegt.');
        await record(audit, 'created', row.id, null, { name: row.name, parent_id: row.parentId, slug });
        return row.id;
      }),
  );
  invalidateCatalogCache();
  return readAdminCategory(context.db, id);
}

async function lockedRow(tx: Executor, id: number): Promise<Row> {
  const [row] = await tx.select().from(shopCategories).where(eq(shopCategories.id, id)).for('update');
  if (!row) throw new NotFoundError(M.notFound);
  return row;
}

/** Products whose categories include one of `ids` (for their search words and category columns). */
async function productsIn(tx: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await tx
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(
      sql`${shopProducts.shopCategoryId} in (${list}) or ${shopProducts.shopSubcategoryId} in (${list}) or ${shopProducts.shopChildcategoryId} in (${list})`,
    );
  return rows.map((row) => row.id);
}

/** Renames a category or changes its description (the slug stays: addresses keep working). */
export async function updateCategory(context: CategoryAdminContext, id: number, input: CategoryUpdateInput): Promise<AdminCategory> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const before = await lockedRow(tx, id);
    await assertNameFree(tx, before.parentId, input.name, id);
    await tx.update(shopCategories).set({ name: input.name, description: input.description }).where(eq(shopCategories.id, id));
    await record(audit, 'updated', id, { name: before.name, description: before.description }, input);
    if (before.name !== input.name) await refreshSearchKeywords(tx, await productsIn(tx, [id]));
  });
  invalidateCatalogCache();
  return readAdminCategory(context.db, id);
}

/** The category with everything below it, by id, with each one's parent. */
function subtree(all: readonly Pick<Row, 'id' | 'parentId'>[], rootId: number): number[] {
  const ids = [rootId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const row of all) if (row.parentId === ids[index]) ids.push(row.id);
  }
  return ids;
}

/**
 * Moves a category (with everything below it) under another or to the top: refused (422) under itself or one of its
 * own subcategories, and when the tree would get deeper than three levels. The products below keep their category
 * and get the new chain of parents.
 */
export async function moveCategory(context: CategoryAdminContext, id: number, parentId: number | null): Promise<AdminCategory> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const before = await lockedRow(tx, id);
    if (before.parentId === parentId) return;
    const all = await tx
      .select({ id: shopCategories.id, parentId: shopCategories.parentId, level: shopCategories.level })
      .from(shopCategories);
    const moved = subtree(all, id);
    if (parentId !== null && moved.includes(parentId)) throw ValidationError.field('parent_id', M.cycle);
    const level = (await parentLevel(tx, parentId)) + 1;
    const depth = Math.max(...all.filter((row) => moved.includes(row.id)).map((row) => row.level)) - before.level;
    if (level + depth > MAX_LEVEL) throw ValidationError.field('parent_id', M.tooDeep);
    await assertNameFree(tx, parentId, before.name, id);
    await tx
      .update(shopCategories)
      .set({ parentId, position: await nextPosition(tx, parentId) })
      .where(eq(shopCategories.id, id));
    await tx
      .update(shopCategories)
      .set({ level: sql`${shopCategories.level} + ${level - before.level}` })
      .where(inArray(shopCategories.id, moved));
    await rechainProducts(tx, moved);
    await record(audit, 'moved', id, { parent_id: before.parentId, level: before.level }, { parent_id: parentId, level });
  });
  invalidateCatalogCache();
  return readAdminCategory(context.db, id);
}

/** Gives the products of the moved categories the chain of levels 1–3 their deepest category now has. */
async function rechainProducts(tx: Executor, moved: readonly number[]): Promise<void> {
  const all = await tx.select({ id: shopCategories.id, parentId: shopCategories.parentId }).from(shopCategories);
  const parentOf = new Map(all.map((row) => [row.id, row.parentId]));
  for (const deepest of moved) {
    const chain: number[] = [];
    for (let current: number | null | undefined = deepest; current != null; current = parentOf.get(current)) chain.unshift(current);
    await tx
      .update(shopProducts)
      .set({ shopCategoryId: chain[0] ?? null, shopSubcategoryId: chain[1] ?? null, shopChildcategoryId: chain[2] ?? null })
      .where(
        sql`coalesce(${shopProducts.shopChildcategoryId}, ${shopProducts.shopSubcategoryId}, ${shopProducts.shopCategoryId}) = ${deepest}`,
      );
  }
}

export async function retireCategory(context: CategoryAdminContext, id: number, retired: boolean): Promise<void> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const row = await lockValue(tx, values, id, M.notFound);
    if ((row.retiredAt !== null) === retired) return;
    const at = await setRetired(tx, values, id, retired);
    await record(
      audit,
      retired ? 'retired' : 'unretired',
      id,
      { name: row.name, retired_at: row.retiredAt },
      { name: row.name, retired_at: at },
    );
  });
  invalidateCatalogCache();
}

/** Deletes a category without subcategories that no product uses; 409 otherwise. */
export async function deleteCategory(context: CategoryAdminContext, id: number): Promise<void> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const row = await lockValue(tx, values, id, M.notFound);
    const [child] = await tx.select({ id: shopCategories.id }).from(shopCategories).where(eq(shopCategories.parentId, id)).limit(1);
    if (child) throw new ConflictError(`${label(row.name)} hat noch Unterkategorien. Verschieben oder löschen Sie diese zuerst.`);
    await deleteUnusedValue(tx, values, id, (await categoryUsage(tx)).get(id) ?? 0, label(row.name));
    await record(audit, 'deleted', id, { name: row.name }, null);
  });
  invalidateCatalogCache();
}

/** Orders the subcategories of one category (or the main categories). */
export async function reorderCategories(context: CategoryAdminContext, ids: readonly number[]): Promise<void> {
  await auditedChange(context.db, context, async (tx, audit) => {
    const [first] = await tx
      .select({ parentId: shopCategories.parentId })
      .from(shopCategories)
      .where(eq(shopCategories.id, ids[0] ?? 0));
    if (!first) throw ValidationError.field('ids', M.order);
    const siblings = await tx.select({ id: shopCategories.id }).from(shopCategories).where(siblingsOf(first.parentId));
    await reorderValues(
      tx,
      values,
      ids,
      siblings.map((row) => row.id),
      M.order,
    );
    await record(audit, 'reordered', ids[0] ?? 0, null, { parent_id: first.parentId, order: ids });
  });
  invalidateCatalogCache();
}
