import type { LandingPage } from './lists';

/**
 * The sections of the start pages an editor puts in order. The landing page's hero and the marketplace's search
 * stay on top (the hero is the page's heading and first view, painted before the app's code runs); the sections
 * below follow in the saved order. The number is the order's id in the versions table (`entity_type` `landing`,
 * beside the lists' numbers in lists.ts): never renumber it.
 */

export interface LandingSection {
  key: string;
  title: string;
}

export const SECTION_ORDER_IDS: Record<LandingPage, number> = { home: 101, marketplace: 102 };

/** Each page's sections in their first order (the order before any editor saved one). */
export const LANDING_SECTIONS: Record<LandingPage, readonly LandingSection[]> = {
  home: [
    { key: 'areas', title: 'Kacheln „Bereiche“' },
    { key: 'providers', title: 'Neue Anbieter' },
    { key: 'living_worlds', title: 'Kacheln „Lebenswelten“' },
    { key: 'news', title: 'News' },
    { key: 'trust', title: 'Abschnitt „Warum Marktplatz?“' },
    { key: 'newsletter', title: 'Newsletter' },
  ],
  marketplace: [
    { key: 'slider', title: 'Slider' },
    { key: 'categories', title: 'Kategorien' },
    { key: 'featured', title: 'Empfohlene Produkte' },
    { key: 'trending', title: 'Im Trend' },
    { key: 'latest', title: 'Neueste Produkte' },
    { key: 'sliders', title: 'Weitere Produkt-Slider' },
    { key: 'product_sections', title: 'Produkte nach Kategorie' },
    { key: 'bundles', title: 'Produktbundles' },
  ],
};

/**
 * The page's section keys in the saved order: unknown keys are dropped, sections the saved order does not name yet
 * (added later) keep their first place relative to their predecessor.
 */
export function orderedSectionKeys(page: LandingPage, saved: readonly string[] | null | undefined): string[] {
  const known = LANDING_SECTIONS[page].map((section) => section.key);
  const order = (saved ?? []).filter((key, index, all) => known.includes(key) && all.indexOf(key) === index);
  for (const [index, key] of known.entries()) {
    if (order.includes(key)) continue;
    const before = known
      .slice(0, index)
      .reverse()
      .find((previous) => order.includes(previous));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  }
  return order;
}

/** True when `keys` names every section of the page exactly once. */
export function isCompleteSectionOrder(page: LandingPage, keys: readonly string[]): boolean {
  const known = LANDING_SECTIONS[page].map((section) => section.key);
  return keys.length === known.length && new Set(keys).size === keys.length && keys.every((key) => known.includes(key));
}
