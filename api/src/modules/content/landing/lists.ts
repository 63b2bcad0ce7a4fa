import type { BannerPage } from '../../../db/schema/content';

/**
 * The lists an editor orders on the landing page (`/`) and the marketplace start page (`/shop`): each one is a list
 * of the tables the visitors' reads already answer in `position` order (banners, sticky layers) or a widget's
 * entries in array order (tiles). The number is the list's id in the versions table (`entity_type` `landing`): never
 * renumber a list.
 */

export const LANDING_PAGES = ['home', 'marketplace'] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

export const LANDING_KINDS = ['banner', 'tile', 'sticky'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

export const LANDING_FIELDS = ['title', 'text', 'image', 'image_alt', 'link_text', 'link', 'active'] as const;
export type LandingField = (typeof LANDING_FIELDS)[number];

interface ListBase {
  id: number;
  page: LandingPage;
  key: string;
  title: string;
  hint: string;
}

export type LandingList =
  | (ListBase & { kind: 'banner'; bannerPage: BannerPage })
  | (ListBase & { kind: 'tile'; widgetPage: string; widgetKey: string })
  | (ListBase & { kind: 'sticky'; stickyPage: string });

/** The fields an editor fills per kind (the others do not exist in the visitor's answer). */
export const FIELDS_OF: Record<LandingKind, readonly LandingField[]> = {
  banner: ['title', 'text', 'image', 'image_alt', 'link_text', 'link', 'active'],
  tile: ['title', 'text', 'image', 'link'],
  sticky: ['title', 'text', 'link_text', 'link', 'active'],
};

export const LANDING_PAGE_TITLES: Record<LandingPage, { title: string; url: string }> = {
  home: { title: 'Startseite', url: '/' },
  marketplace: { title: 'Marktplatz-Startseite', url: '/shop' },
};

export const LANDING_LISTS: readonly LandingList[] = [
  {
    id: 1,
    page: 'home',
    key: 'hero',
    kind: 'banner',
    bannerPage: 'home',
    title: 'Startbild (Hero)',
    hint: 'Das erste aktive Bild ist das große Startbild der Startseite.',
  },
  {
    id: 2,
    page: 'home',
    key: 'areas',
    kind: 'tile',
    widgetPage: 'home',
    widgetKey: 'areas',
    title: 'Kacheln „Bereiche“',
    hint: 'Die Kacheln unter dem Startbild, in dieser Reihenfolge.',
  },
  {
    id: 3,
    page: 'home',
    key: 'living_worlds',
    kind: 'tile',
    widgetPage: 'home',
    widgetKey: 'living_worlds',
    title: 'Kacheln „Lebenswelten“',
    hint: 'Die Kacheln der Lebenswelten, in dieser Reihenfolge.',
  },
  {
    id: 4,
    page: 'home',
    key: 'trust',
    kind: 'tile',
    widgetPage: 'home',
    widgetKey: 'trust',
    title: 'Abschnitt „Warum Marktplatz?“',
    hint: 'Die Vorteile, die die Startseite nennt.',
  },
  {
    id: 5,
    page: 'marketplace',
    key: 'slider',
    kind: 'banner',
    bannerPage: 'marketplace',
    title: 'Slider',
    hint: 'Die Bilder des Sliders oben auf der Marktplatz-Startseite, in dieser Reihenfolge (nur aktive).',
  },
  {
    id: 6,
    page: 'marketplace',
    key: 'sticky',
    kind: 'sticky',
    stickyPage: 'marketplace',
    title: 'Sticky-Layer',
    hint: 'Der erste aktive Hinweis bleibt am unteren Rand sichtbar.',
  },
];

export function findLandingList(page: string, key: string): LandingList | undefined {
  return LANDING_LISTS.find((list) => list.page === page && list.key === key);
}
