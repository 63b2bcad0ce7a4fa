/**
 * Sort and filter state shared within a route family (spec 01 §2). It lives in a module-level store (one per
 * page, whichever React root reads it) and in sessionStorage, so it survives moving between the family's
 * routes and reloads for the rest of the browser session.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';

export const ROUTE_FAMILIES = {
  product: ['/product-list', '/product/:product_id', '/product-search'],
  provider: ['/provider-search', '/provider-detail/:slug'],
  property: ['/properties', '/property', '/property-detail/:slug'],
  livingWorlds: ['/living_worlds', '/bauen-wohnen', '/world-category/lead/:slug/:providerSlug', '/world-category/lead/:slug'],
  news: ['/news'],
  food: ['/food-provider-search'],
} as const;

export type RouteFamily = keyof typeof ROUTE_FAMILIES;

/** The sort labels shown (spec 01 §2). */
export const SORT_LABELS = {
  rooms: 'Zimmeranzahl',
  recency: 'Aktualität',
  price: 'Preis',
  livingSpace: 'Wohnfläche',
  rating: 'Bewertung',
  recentlyAdded: 'Kürzlich Hinzugefügt',
  distanceNearest: 'Entfernung (nächste)',
  distanceFarthest: 'Entfernung (weiteste)',
} as const;

/** The suffixes of a sort label (spec 01 §2). */
export const SORT_SUFFIXES = {
  asc: '(aufsteigend)',
  desc: '(absteigend)',
  newest: '(neueste zuerst)',
} as const;

export type SortKey = keyof typeof SORT_LABELS;
export type SortDirection = keyof typeof SORT_SUFFIXES;

/** `sortLabel('price', 'asc')` → `Preis (aufsteigend)`; without a direction just the label. */
export function sortLabel(key: SortKey, direction?: SortDirection): string {
  const label = SORT_LABELS[key];
  return direction ? `${label} ${SORT_SUFFIXES[direction]}` : label;
}

export interface SortOption {
  key: SortKey;
  direction?: SortDirection;
}

export type FamilyFilters = Record<string, string | number | boolean | (string | number)[] | null>;

export interface FamilyState {
  sort: SortOption | null;
  filters: FamilyFilters;
}

const EMPTY: FamilyState = Object.freeze({ sort: null, filters: Object.freeze({}) as FamilyFilters });
const STORAGE_PREFIX = 'marktplatz.family.';

function pathPattern(route: string): RegExp {
  const escaped = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/** The family a pathname belongs to, or null (e.g. `/product/42` → `product`). */
export function familyOfPath(pathname: string): RouteFamily | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  for (const family of Object.keys(ROUTE_FAMILIES) as RouteFamily[]) {
    if (ROUTE_FAMILIES[family].some((route) => pathPattern(route).test(path))) return family;
  }
  return null;
}

const states = new Map<RouteFamily, FamilyState>();
const listeners = new Map<RouteFamily, Set<() => void>>();

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function read(family: RouteFamily): FamilyState {
  const cached = states.get(family);
  if (cached) return cached;
  let state: FamilyState = EMPTY;
  const raw = session()?.getItem(STORAGE_PREFIX + family);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<FamilyState> | null;
      if (parsed && typeof parsed === 'object') {
        const sort = parsed.sort && typeof parsed.sort.key === 'string' && parsed.sort.key in SORT_LABELS ? parsed.sort : null;
        const filters = parsed.filters && typeof parsed.filters === 'object' ? parsed.filters : {};
        state = { sort, filters };
      }
    } catch {
      state = EMPTY;
    }
  }
  states.set(family, state);
  return state;
}

function write(family: RouteFamily, next: FamilyState) {
  states.set(family, next);
  try {
    session()?.setItem(STORAGE_PREFIX + family, JSON.stringify(next));
  } catch {
    // storage blocked: the state still holds for this page
  }
  listeners.get(family)?.forEach((listener) => listener());
}

export const familyStateStore = {
  get: read,
  set: write,
  subscribe(family: RouteFamily, listener: () => void): () => void {
    let set = listeners.get(family);
    if (!set) {
      set = new Set();
      listeners.set(family, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  },
  /** Forgets every family's state in memory (tests); sessionStorage is read again on next use. */
  resetMemory(): void {
    states.clear();
  },
};

export interface UseFamilyStateResult extends FamilyState {
  setSort: (sort: SortOption | null) => void;
  setFilter: (name: string, value: FamilyFilters[string] | undefined) => void;
  setFilters: (filters: FamilyFilters) => void;
  resetFilters: () => void;
  reset: () => void;
}

/** What the server renders and a hydration starts from: nothing remembered (the server never sees the tab's state). */
const serverSnapshot = (): FamilyState => EMPTY;

/**
 * Sort and filter state of a route family, shared by all its routes for the browser session. A server render, and the
 * browser's hydration of it, see the empty state (`serverSnapshot`); right after hydrating, React renders again with
 * what the tab remembers (no hydration mismatch). A page rendered by the browser alone reads the tab's state at once.
 */
export function useFamilyState(family: RouteFamily): UseFamilyStateResult {
  const subscribe = useCallback((listener: () => void) => familyStateStore.subscribe(family, listener), [family]);
  const getSnapshot = useCallback(() => read(family), [family]);
  const state = useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);

  return useMemo(() => {
    const current = () => read(family);
    return {
      ...state,
      setSort: (sort: SortOption | null) => write(family, { ...current(), sort }),
      setFilter: (name: string, value: FamilyFilters[string] | undefined) => {
        const filters = { ...current().filters };
        if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
          delete filters[name];
        } else {
          filters[name] = value;
        }
        write(family, { ...current(), filters });
      },
      setFilters: (filters: FamilyFilters) => write(family, { ...current(), filters: { ...filters } }),
      resetFilters: () => write(family, { ...current(), filters: {} }),
      reset: () => write(family, { sort: null, filters: {} }),
    };
  }, [family, state]);
}
