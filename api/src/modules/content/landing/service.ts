import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { audit } from '../../staff/public';
import type { EditorContext } from '../editor/editing';
import { EDITOR_MESSAGES } from '../editor/editing';
import { isOwnPicture } from '../editor/sanitize';
import { assertCurrentVersion, savedState, writeVersion } from '../editor/versions';
import { FIELDS_OF, findLandingList, LANDING_LISTS, LANDING_PAGE_TITLES, LANDING_PAGES, type LandingList } from './lists';
import { LANDING_MESSAGES, type LandingItem, type LandingItemInput, type LandingListState, type LandingPages } from './schemas';
import { loadItems, writeItems, type DraftItem, type StoredItem } from './store';

/**
 * The landing lists for editors: every change (create, save, delete, reorder) goes through `changeLandingList`,
 * which checks the version, writes the list, saves a version, audits, and then tells the listeners of
 * `onLandingChange` (a cache or bus that must forget the start pages' answers).
 */

/** What changed, after the change is committed. */
export interface LandingChange {
  page: LandingList['page'];
  list: string;
  kind: LandingList['kind'];
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
    link_text: has.has('link_text') ? input.link_text : null,
    link: has.has('link') ? input.link : null,
    active: has.has('active') ? input.active : true,
  };
  const errors: Record<string, string[]> = {};
  if (list.kind !== 'banner' && !item.text) errors.text = [LANDING_MESSAGES.textRequired];
  if (list.kind === 'banner' && !item.image) errors.image = [LANDING_MESSAGES.imageRequired];
  else if (item.image && !isOwnPicture(context.config, item.image)) errors.image = [EDITOR_MESSAGES.pictureForeign];
  if (list.kind === 'banner' && !item.image_alt) errors.image_alt = [LANDING_MESSAGES.imageAltRequired];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return item;
}

const draftOf = (stored: StoredItem): DraftItem => ({ id: stored.item.id, item: stored.item, icon: stored.icon });

function indexOf(items: StoredItem[], id: number): number {
  const index = items.findIndex((stored) => stored.item.id === id);
  if (index < 0) throw new NotFoundError(LANDING_MESSAGES.itemNotFound);
  return index;
}

interface Mutation {
  action: 'item_created' | 'item_updated' | 'item_deleted' | 'reordered';
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
  const version = await context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIST_LOCK}, ${list.id})`);
    const current = await assertCurrentVersion(tx, 'landing', list.id, basedOn);
    const mutation = mutate(await loadItems(tx, list, true));
    await writeItems(tx, list, mutation.drafts);
    const items = (await loadItems(tx, list)).map((stored) => stored.item);
    const next = await writeVersion(tx, 'landing', list.id, current, { page: list.page, list: list.key, items }, context.actor.id);
    await audit(tx, {
      actor: context.actor,
      action: `content.landing_${mutation.action}`,
      recordType: 'content_landing',
      recordId: `${list.page}/${list.key}`,
      before: mutation.before ?? null,
      after: { ...mutation.after, version: next },
      ip: context.ip,
    });
    return next;
  });
  const change: LandingChange = { page: list.page, list: list.key, kind: list.kind, version };
  await Promise.allSettled([...listeners].map(async (listener) => listener(change)));
  return readLandingList(context.db, list);
}

export function createLandingItem(context: EditorContext, list: LandingList, input: LandingItemInput, basedOn: number) {
  const item = checkedItem(context, list, input);
  return changeLandingList(context, list, basedOn, (items) => ({
    action: 'item_created',
    drafts: [...items.map(draftOf), { id: null, item }],
    after: { item },
  }));
}

export function updateLandingItem(context: EditorContext, list: LandingList, id: number, input: LandingItemInput, basedOn: number) {
  const item = checkedItem(context, list, input);
  return changeLandingList(context, list, basedOn, (items) => {
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
