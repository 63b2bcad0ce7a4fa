import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { landingSections } from '../../../db/schema/content';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { auditedChange } from '../../staff/public';
import type { EditorContext } from '../editor/editing';
import { EDITOR_MESSAGES } from '../editor/editing';
import { isOwnPicture } from '../editor/sanitize';
import { stickyLayersOf } from '../editorial-service';
import { assertCurrentVersion, getVersion, savedState, writeVersion } from '../editor/versions';
import { FIELDS_OF, findLandingList, LANDING_LISTS, LANDING_PAGE_TITLES, LANDING_PAGES, type LandingList, type LandingPage } from './lists';
import {
  LANDING_MESSAGES,
  landingItemSchema,
  type LandingItem,
  type LandingItemInput,
  type LandingListState,
  type LandingPages,
  type LandingSectionsState,
  type StartPageLayout,
} from './schemas';
import { isCompleteSectionOrder, LANDING_SECTIONS, orderedSectionKeys, SECTION_ORDER_IDS } from './sections';
import { loadItems, writeItems, type DraftItem, type StoredItem } from './store';

/**
 * The landing lists for editors: every change (create, save, delete, reorder) goes through `changeLandingList`,
 * which checks the version, writes the list, saves a version, audits, and then tells the listeners of
 * `onLandingChange` (a cache or bus that must forget the start pages' answers).
 */

/** What changed, after the change is committed. */
export interface LandingChange {
  page: LandingPage;
  /** The list's key, or `sections` for the order of the page's sections. */
  list: string;
  kind: LandingList['kind'] | 'sections';
  version: number;
}

type LandingListener = (change: LandingChange) => void | Promise<void>;
const listeners = new Set<LandingListener>();

/** Calls `listener` after every committed change of a landing list; answers the function that removes it again. */
export function onLandingChange(listener: LandingListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Two editors' changes of one list run one after the other (the version check then sees the first one). */
const LIST_LOCK = 41_046;

export function landingListOf(page: string, key: string): LandingList {
  const list = findLandingList(page, key);
  if (!list) throw new NotFoundError(LANDING_MESSAGES.listNotFound);
  return list;
}

const listInfo = (list: LandingList) => ({
  page: list.page,
  key: list.key,
  kind: list.kind,
  title: list.title,
  hint: list.hint,
  fields: [...FIELDS_OF[list.kind]],
});

export function landingPages(): LandingPages {
  return LANDING_PAGES.map((page) => ({
    page,
    ...LANDING_PAGE_TITLES[page],
    lists: LANDING_LISTS.filter((list) => list.page === page).map(listInfo),
  }));
}

export async function readLandingList(db: Executor, list: LandingList): Promise<LandingListState> {
  const [items, saved] = await Promise.all([loadItems(db, list), savedState(db, 'landing', list.id)]);
  return { ...listInfo(list), page_url: LANDING_PAGE_TITLES[list.page].url, ...saved, items: items.map((stored) => stored.item) };
}

/** The entry as the list's kind keeps it: fields the kind has not are empty; required ones and pictures checked. */
function checkedItem(context: EditorContext, list: LandingList, input: LandingItemInput): Omit<LandingItem, 'id'> {
  const has = new Set(FIELDS_OF[list.kind]);
  const item = {
    title: input.title,
    text: has.has('text') ? input.text : null,
    image: has.has('image') ? input.image : null,
    image_alt: has.has('image_alt') ? input.image_alt : null,
    ...(list.kind === 'tile' && input.image && input.image_srcset
      ? { image_srcset: input.image_srcset, image_width: input.image_width, image_height: input.image_height }
      : {}),
    link_text: has.has('link_text') ? input.link_text : null,
    link: has.has('link') ? input.link : null,
    active: has.has('active') ? input.active : true,
  };
  const errors: Record<string, string[]> = {};
  if (list.kind !== 'banner' && !item.text) errors.text = [LANDING_MESSAGES.textRequired];
  if (list.kind === 'banner' && !item.image) errors.image = [LANDING_MESSAGES.imageRequired];
  else if (item.image && !isOwnPicture(context.config, item.image)) errors.image = [EDITOR_MESSAGES.pictureForeign];
  if (list.kind === 'banner' && !item.image_alt) errors.image_alt = [LANDING_MESSAGES.imageAltRequired];
  if (item.image_srcset && !isOwnSrcset(context, item.image_srcset)) errors.image_srcset = [LANDING_MESSAGES.srcset];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return item;
}

/** Every candidate of a srcset is one of our pictures with a width (`480w`). */
function isOwnSrcset(context: EditorContext, srcset: string): boolean {
  return srcset.split(',').every((candidate) => {
    const [url, width, ...rest] = candidate.trim().split(/\s+/);
    return url !== undefined && isOwnPicture(context.config, url) && /^\d{1,5}w$/.test(width ?? '') && rest.length === 0;
  });
}

const draftOf = (stored: StoredItem): DraftItem => ({ id: stored.item.id, item: stored.item, icon: stored.icon });

function indexOf(items: StoredItem[], id: number): number {
  const index = items.findIndex((stored) => stored.item.id === id);
  if (index < 0) throw new NotFoundError(LANDING_MESSAGES.itemNotFound);
  return index;
}

interface Mutation {
  action: 'item_created' | 'item_updated' | 'item_deleted' | 'reordered' | 'restored';
  drafts: DraftItem[];
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * The one way a landing list changes: in a transaction, locked per list, refused with 409 when someone saved since
 * `basedOn`; then a version of the whole list, an audit entry `content.landing_<action>` and the listeners.
 */
export async function changeLandingList(
  context: EditorContext,
  list: LandingList,
  basedOn: number,
  mutate: (items: StoredItem[]) => Mutation,
): Promise<LandingListState> {
  const version = await auditedChange(context.db, context, async (tx, audit) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIST_LOCK}, ${list.id})`);
    const current = await assertCurrentVersion(tx, 'landing', list.id, basedOn);
    const mutation = mutate(await loadItems(tx, list, true));
    await writeItems(tx, list, mutation.drafts);
    const items = (await loadItems(tx, list)).map((stored) => stored.item);
    const next = await writeVersion(tx, 'landing', list.id, current, { page: list.page, list: list.key, items }, context.actor.id);
    await audit({
      action: `content.landing_${mutation.action}`,
      recordType: 'content_landing',
      recordId: `${list.page}/${list.key}`,
      before: mutation.before ?? null,
      after: { ...mutation.after, version: next },
    });
    return next;
  });
  const change: LandingChange = { page: list.page, list: list.key, kind: list.kind, version };
  await Promise.allSettled([...listeners].map(async (listener) => listener(change)));
  return readLandingList(context.db, list);
}

/** Saves an entry: a new one at the end of the list (`id` null) or the entry `id` in its place. */
export function saveLandingItem(context: EditorContext, list: LandingList, id: number | null, input: LandingItemInput, basedOn: number) {
  const item = checkedItem(context, list, input);
  return changeLandingList(context, list, basedOn, (items) => {
    if (id === null) return { action: 'item_created', drafts: [...items.map(draftOf), { id: null, item }], after: { item } };
    const index = indexOf(items, id);
    const drafts = items.map(draftOf);
    drafts[index] = { id, item, icon: items[index]?.icon };
    return { action: 'item_updated', drafts, before: { item: items[index]?.item }, after: { item: { id, ...item } } };
  });
}

export function deleteLandingItem(context: EditorContext, list: LandingList, id: number, basedOn: number) {
  return changeLandingList(context, list, basedOn, (items) => {
    const index = indexOf(items, id);
    return { action: 'item_deleted', drafts: items.filter((_, at) => at !== index).map(draftOf), before: { item: items[index]?.item } };
  });
}

/** The new order names every entry exactly once (else 422, nothing written). */
export function reorderLandingList(context: EditorContext, list: LandingList, ids: number[], basedOn: number) {
  return changeLandingList(context, list, basedOn, (items) => {
    const known = new Set(items.map((stored) => stored.item.id));
    if (ids.length !== items.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw ValidationError.field('ids', LANDING_MESSAGES.orderMismatch);
    }
    const byId = new Map(items.map((stored) => [stored.item.id, stored]));
    const drafts = ids.flatMap((id) => {
      const stored = byId.get(id);
      return stored ? [draftOf(stored)] : [];
    });
    return {
      action: 'reordered',
      drafts,
      before: { order: items.map((stored) => stored.item.id) },
      after: { order: ids },
    };
  });
}

const savedItems = z.object({ items: z.array(landingItemSchema) });

/**
 * Makes a saved version the list's content again (itself a new version): entries still there keep their place in
 * the tables, entries deleted since come back as new rows; a tile keeps the icon of the tile with its title.
 */
export async function restoreLandingList(context: EditorContext, list: LandingList, version: number, basedOn: number) {
  const saved = savedItems.safeParse((await getVersion(context.db, 'landing', list.id, version)).data);
  if (!saved.success) throw ValidationError.field('version', LANDING_MESSAGES.versionUnreadable);
  return changeLandingList(context, list, basedOn, (items) => {
    const byId = new Map(items.map((stored) => [stored.item.id, stored]));
    const drafts = saved.data.items.map(({ id, ...item }): DraftItem => {
      const kept = list.kind === 'tile' ? undefined : byId.get(id);
      const icon = items.find((stored) => stored.item.title === item.title)?.icon;
      return { id: kept ? id : null, item, icon };
    });
    return {
      action: 'restored',
      drafts,
      before: { items: items.map((stored) => stored.item) },
      after: { restored_version: version },
    };
  });
}

// --- The order of a start page's sections -------------------------------------------------------------------

async function savedSectionKeys(db: Executor, page: LandingPage): Promise<string[]> {
  const [row] = await db.select({ sections: landingSections.sections }).from(landingSections).where(eq(landingSections.page, page));
  return orderedSectionKeys(page, row?.sections);
}

const sectionTitle = (page: LandingPage, key: string) => LANDING_SECTIONS[page].find((section) => section.key === key)?.title ?? key;

export async function readSectionOrder(db: Executor, page: LandingPage): Promise<LandingSectionsState> {
  const [keys, saved] = await Promise.all([savedSectionKeys(db, page), savedState(db, 'landing', SECTION_ORDER_IDS[page])]);
  return {
    page,
    page_url: LANDING_PAGE_TITLES[page].url,
    ...saved,
    sections: keys.map((key) => ({ key, title: sectionTitle(page, key) })),
  };
}

/**
 * Saves the order of the page's sections like a list's change: locked per page, refused with 409 when someone saved
 * since `basedOn`, a version of the order, an audit entry and the listeners. The order names every section once.
 */
async function writeSectionOrder(
  context: EditorContext,
  page: LandingPage,
  keys: string[],
  basedOn: number,
  action: 'sections_reordered' | 'sections_restored',
): Promise<LandingSectionsState> {
  if (!isCompleteSectionOrder(page, keys)) throw ValidationError.field('keys', LANDING_MESSAGES.sectionsMismatch);
  const id = SECTION_ORDER_IDS[page];
  const version = await auditedChange(context.db, context, async (tx, audit) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIST_LOCK}, ${id})`);
    const current = await assertCurrentVersion(tx, 'landing', id, basedOn);
    const before = await savedSectionKeys(tx, page);
    await tx
      .insert(landingSections)
      .values({ page, sections: keys })
      .onConflictDoUpdate({ target: landingSections.page, set: { sections: keys, updatedAt: new Date() } });
    const next = await writeVersion(tx, 'landing', id, current, { page, sections: keys }, context.actor.id);
    await audit({
      action: `content.landing_${action}`,
      recordType: 'content_landing',
      recordId: `${page}/sections`,
      before: { sections: before },
      after: { sections: keys, version: next },
    });
    return next;
  });
  const change: LandingChange = { page, list: 'sections', kind: 'sections', version };
  await Promise.allSettled([...listeners].map(async (listener) => listener(change)));
  return readSectionOrder(context.db, page);
}

export function reorderSections(context: EditorContext, page: LandingPage, keys: string[], basedOn: number) {
  return writeSectionOrder(context, page, keys, basedOn, 'sections_reordered');
}

const savedSections = z.object({ sections: z.array(z.string()) });

/** Makes a saved order the page's order again (a new version); sections added since keep their first place. */
export async function restoreSectionOrder(context: EditorContext, page: LandingPage, version: number, basedOn: number) {
  const saved = savedSections.safeParse((await getVersion(context.db, 'landing', SECTION_ORDER_IDS[page], version)).data);
  if (!saved.success) throw ValidationError.field('version', LANDING_MESSAGES.versionUnreadable);
  return writeSectionOrder(context, page, orderedSectionKeys(page, saved.data.sections), basedOn, 'sections_restored');
}

/** The visitors' read: the page's sections in order and its active sticky layers. */
export async function startPageLayout(db: Executor, page: LandingPage): Promise<StartPageLayout> {
  const [sections, layers] = await Promise.all([savedSectionKeys(db, page), stickyLayersOf(db, page)]);
  return { sections, sticky_layers: layers };
}
