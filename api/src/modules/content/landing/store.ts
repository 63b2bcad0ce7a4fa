import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { pageBanners, stickyLayers, widgets, type WidgetItem } from '../../../db/schema/content';
import { NotFoundError } from '../../../http/errors';
import type { LandingList } from './lists';
import { LANDING_MESSAGES, type LandingItem } from './schemas';

/**
 * Reading and writing one landing list in the tables the visitors' reads answer from: banners and sticky layers are
 * rows (`position` from 1 in the editors' order), tiles are a widget's `items` (array order; their id is the place
 * in the list, so every change names the version it is based on).
 */

/** An entry as stored (`icon`: a tile's seeded icon, kept when an editor saves the tile). */
export interface StoredItem {
  item: LandingItem;
  icon?: string | undefined;
}

/** An entry to write: `id` null for a new one. */
export interface DraftItem {
  id: number | null;
  item: Omit<LandingItem, 'id'>;
  icon?: string | undefined;
}

async function widgetRow(tx: Executor, list: Extract<LandingList, { kind: 'tile' }>, lock: boolean) {
  const query = tx
    .select({ id: widgets.id, items: widgets.items })
    .from(widgets)
    .where(and(eq(widgets.pageSlug, list.widgetPage), eq(widgets.key, list.widgetKey)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(LANDING_MESSAGES.widgetMissing);
  return row;
}

/** A tile as stored: a media library picture keeps its sizes beside its address (the visitors' read answers them). */
type StoredTile = WidgetItem & { image_srcset?: string; image_width?: number; image_height?: number };

function tileOf(entry: StoredTile, index: number): StoredItem {
  return {
    item: {
      id: index + 1,
      title: entry.title,
      text: entry.text,
      image: entry.image ?? null,
      image_alt: null,
      ...(entry.image_srcset
        ? { image_srcset: entry.image_srcset, image_width: entry.image_width ?? null, image_height: entry.image_height ?? null }
        : {}),
      link_text: null,
      link: entry.url ?? null,
      active: true,
    },
    icon: entry.icon,
  };
}

/** The list's entries in the visitors' order. */
export async function loadItems(tx: Executor, list: LandingList, lock = false): Promise<StoredItem[]> {
  switch (list.kind) {
    case 'banner': {
      const rows = await tx
        .select()
        .from(pageBanners)
        .where(eq(pageBanners.page, list.bannerPage))
        .orderBy(asc(pageBanners.position), asc(pageBanners.id));
      return rows.map((row) => ({
        item: {
          id: row.id,
          title: row.title,
          text: row.subtitle,
          image: row.image,
          image_alt: row.altText,
          link_text: row.buttonText,
          link: row.buttonUrl,
          active: row.isActive,
        },
      }));
    }
    case 'sticky': {
      const rows = await tx
        .select()
        .from(stickyLayers)
        .where(eq(stickyLayers.page, list.stickyPage))
        .orderBy(asc(stickyLayers.position), asc(stickyLayers.id));
      return rows.map((row) => ({
        item: {
          id: row.id,
          title: row.title,
          text: row.content,
          image: null,
          image_alt: null,
          link_text: row.buttonText,
          link: row.buttonUrl,
          active: row.isActive,
        },
      }));
    }
    case 'tile': {
      const row = await widgetRow(tx, list, lock);
      return row.items.map(tileOf);
    }
  }
}

/** Writes the list as given: entries in this order, new ones added, entries left out deleted. */
export async function writeItems(tx: Executor, list: LandingList, drafts: DraftItem[]): Promise<void> {
  switch (list.kind) {
    case 'banner': {
      const kept = drafts.flatMap((draft) => (draft.id === null ? [] : [draft.id]));
      await tx
        .delete(pageBanners)
        .where(and(eq(pageBanners.page, list.bannerPage), kept.length > 0 ? notInArray(pageBanners.id, kept) : undefined));
      for (const [index, { id, item }] of drafts.entries()) {
        const values = {
          title: item.title,
          subtitle: item.text,
          image: item.image ?? '',
          altText: item.image_alt ?? '',
          buttonText: item.link_text,
          buttonUrl: item.link,
          isActive: item.active,
          position: index + 1,
        };
        if (id === null) await tx.insert(pageBanners).values({ ...values, page: list.bannerPage });
        else
          await tx
            .update(pageBanners)
            .set(values)
            .where(and(eq(pageBanners.id, id), eq(pageBanners.page, list.bannerPage)));
      }
      return;
    }
    case 'sticky': {
      const kept = drafts.flatMap((draft) => (draft.id === null ? [] : [draft.id]));
      await tx
        .delete(stickyLayers)
        .where(and(eq(stickyLayers.page, list.stickyPage), kept.length > 0 ? notInArray(stickyLayers.id, kept) : undefined));
      for (const [index, { id, item }] of drafts.entries()) {
        const values = {
          title: item.title,
          content: item.text ?? '',
          buttonText: item.link_text,
          buttonUrl: item.link,
          isActive: item.active,
          position: index + 1,
        };
        if (id === null) await tx.insert(stickyLayers).values({ ...values, page: list.stickyPage });
        else
          await tx
            .update(stickyLayers)
            .set(values)
            .where(and(eq(stickyLayers.id, id), eq(stickyLayers.page, list.stickyPage)));
      }
      return;
    }
    case 'tile': {
      const row = await widgetRow(tx, list, true);
      const items: StoredTile[] = drafts.map(({ item, icon }) => ({
        title: item.title,
        text: item.text ?? '',
        ...(icon ? { icon } : {}),
        ...(item.image ? { image: item.image } : {}),
        ...(item.image && item.image_srcset
          ? {
              image_srcset: item.image_srcset,
              ...(item.image_width ? { image_width: item.image_width } : {}),
              ...(item.image_height ? { image_height: item.image_height } : {}),
            }
          : {}),
        ...(item.link ? { url: item.link } : {}),
      }));
      await tx.update(widgets).set({ items }).where(eq(widgets.id, row.id));
      return;
    }
  }
}
