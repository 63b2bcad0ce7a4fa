import { type FoodOrderStatus } from '../../db/schema/food';

export const FOOD_ORDER_NOT_FOUND = 'Die Essensbestellung wurde nicht gefunden.';
export const FOOD_PROVIDER_NOT_FOUND = 'Der Gastronomiebetrieb wurde nicht gefunden.';
export const DISH_NOT_FOUND = 'Das Gericht wurde nicht gefunden.';
export const CATEGORY_NOT_FOUND = 'Die Speisekategorie wurde nicht gefunden.';
export const CATEGORY_NOT_EMPTY = 'Die Kategorie enthält noch Gerichte. Bitte ordnen Sie diese zuerst einer anderen Kategorie zu.';
export const WITHDRAWAL_NOTICE = 'Für frisch zubereitete Speisen besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 2 BGB).';

/** Cuisine tags offered in the gastro settings and the food search (`/getGastroTags`). */
export const GASTRO_TAGS = [
  'Pizza',
  'Pasta',
  'Italienisch',
  'Deutsch',
  'Burger',
  'Asiatisch',
  'Sushi',
  'Indisch',
  'Türkisch',
  'Griechisch',
  'Vegetarisch',
  'Vegan',
  'Café',
  'Kuchen',
  'Frühstück',
  'Salate',
] as const;

/** LMIV Annex II allergens by their customary letters. */
export const ALLERGENS: Record<string, string> = {
  A: 'Glutenhaltiges Getreide',
  B: 'Krebstiere',
  C: 'Eier',
  D: 'Fische',
  E: 'Erdnüsse',
  F: 'Soja',
  G: 'Milch (Laktose)',
  H: 'Schalenfrüchte',
  L: 'Sellerie',
  M: 'Senf',
  N: 'Sesam',
  O: 'Schwefeldioxid und Sulfite',
  P: 'Lupinen',
  R: 'Weichtiere',
};

/** Additives that must be named on menus (ZZulV § 9), by number. */
export const ADDITIVES: Record<string, string> = {
  '1': 'mit Farbstoff',
  '2': 'mit Konservierungsstoff',
  '3': 'mit Antioxidationsmittel',
  '4': 'mit Geschmacksverstärker',
  '5': 'geschwefelt',
  '6': 'geschwärzt',
  '7': 'gewachst',
  '8': 'mit Phosphat',
  '9': 'mit Süßungsmittel',
  '10': 'enthält eine Phenylalaninquelle',
  '11': 'koffeinhaltig',
  '12': 'chininhaltig',
};

// --- board tabs and customer filters --------------------------------------------------------------------------

/** Board tabs (spec 02 §4) and the food statuses each shows. */
export const BOARD_TABS = {
  pending: ['pending'],
  processing: ['confirmed', 'processing'],
  delivery: ['on_delivery', 'ready_for_pickup'],
  completed: ['completed', 'rejected', 'cancelled'],
} as const satisfies Record<string, readonly FoodOrderStatus[]>;
export type BoardTab = keyof typeof BOARD_TABS;

/** The customer filter `delivery_status` (spec 01 §4): any other value means all. */
export const DELIVERY_STATUS_FILTER: Record<string, readonly FoodOrderStatus[]> = {
  processing: ['processing'],
  confirmed: ['confirmed'],
  'on delivery': ['on_delivery', 'ready_for_pickup'],
  completed: ['completed'],
};

export function tabOf(status: FoodOrderStatus): BoardTab {
  for (const [tab, statuses] of Object.entries(BOARD_TABS)) {
    if ((statuses as readonly string[]).includes(status)) return tab as BoardTab;
  }
  return 'completed';
}

/** The spec's `delivery_status` value of a food status (null for rejected / cancelled / pending). */
export function deliveryStatusOf(status: FoodOrderStatus): string | null {
  if (status === 'on_delivery' || status === 'ready_for_pickup') return 'on delivery';
  if (status === 'processing' || status === 'confirmed' || status === 'completed') return status;
  return null;
}
