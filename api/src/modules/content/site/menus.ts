import { asc } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { layoutLinks } from '../../../db/schema/content';
import { auditedChange } from '../../staff/public';
import { changes, type EditorContext } from '../editor/editing';
import { type EditorMenus, menusBody, type MenusInput } from './schemas';
import { assertSiteVersion, lockSiteEntity, siteSavedState, siteVersionContent, writeSiteVersion } from './versions';

/**
 * The menus visitors see through `/layoutData`: the header's entries, the footer's links by column and the legal
 * links. Saved as a whole (the order of each list is the order visitors see), as a version, audited.
 */

type LinkRow = typeof layoutLinks.$inferSelect;

function menusOf(rows: LinkRow[]): MenusInput {
  const entry = (row: LinkRow) => ({ label: row.label, url: row.url, is_active: row.isActive });
  return {
    header: rows.filter((row) => row.location === 'header').map(entry),
    footer: rows.filter((row) => row.location === 'footer').map((row) => ({ ...entry(row), column: row.column ?? '' })),
    legal: rows.filter((row) => row.location === 'legal').map(entry),
  };
}

async function currentMenus(db: Executor): Promise<MenusInput> {
  return menusOf(await db.select().from(layoutLinks).orderBy(asc(layoutLinks.position), asc(layoutLinks.id)));
}

export async function readMenus(db: Executor): Promise<EditorMenus> {
  return { ...(await currentMenus(db)), ...(await siteSavedState(db, 'menus')) };
}

/** Saves the menus as a new version; `restoredFrom` names the version a restore copies (audited as a restore). */
export async function saveMenus(context: EditorContext, input: MenusInput, basedOn: number, restoredFrom?: number): Promise<EditorMenus> {
  await auditedChange(context.db, context, async (tx, audit) => {
    await lockSiteEntity(tx, 'menus');
    const current = await assertSiteVersion(tx, 'menus', basedOn);
    const before = await currentMenus(tx);
    await tx.delete(layoutLinks);
    const rows = [
      ...input.header.map((entry) => ({ location: 'header' as const, column: null, ...entry })),
      ...input.footer.map((entry) => ({ location: 'footer' as const, ...entry })),
      ...input.legal.map((entry) => ({ location: 'legal' as const, column: null, ...entry })),
    ];
    if (rows.length > 0) {
      await tx.insert(layoutLinks).values(
        rows.map((row, index) => ({
          location: row.location,
          column: row.column,
          label: row.label,
          url: row.url,
          isActive: row.is_active,
          position: index + 1,
        })),
      );
    }
    const after: MenusInput = { header: input.header, footer: input.footer, legal: input.legal };
    const version = await writeSiteVersion(tx, 'menus', current, after, context.actor.id);
    const changed = changes(before, after);
    await audit({
      action: restoredFrom === undefined ? 'content.menus_updated' : 'content.menus_restored',
      recordType: 'content_menus',
      recordId: null,
      before: changed.before,
      after: { ...changed.after, version, ...(restoredFrom === undefined ? {} : { restored_from: restoredFrom }) },
    });
  });
  return readMenus(context.db);
}

/** Restores an earlier version of the menus: a new version with its lists (on the version the editor loaded). */
export async function restoreMenus(context: EditorContext, version: number, basedOn: number): Promise<EditorMenus> {
  const menus = await siteVersionContent(context.db, 'menus', version, menusBody);
  return saveMenus(context, menus, basedOn, version);
}
