/** Theme settings (theme, text direction, responsive font sizes), kept in local storage `settings`. */
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../auth/storage';
import { DEFAULT_THEME_SETTINGS, THEME_NAMES, type Direction, type ThemeName, type ThemeSettings } from './themes';

function readStored(): ThemeSettings {
  let raw: string | null = null;
  try {
    raw = typeof window !== 'undefined' ? window.localStorage.getItem(STORAGE_KEYS.settings) : null;
  } catch {
    raw = null;
  }
  if (!raw) return DEFAULT_THEME_SETTINGS;
  const result: ThemeSettings = { ...DEFAULT_THEME_SETTINGS };
  try {
    const parsed = JSON.parse(raw) as Partial<ThemeSettings> | null;
    if (parsed && typeof parsed === 'object') {
      if (parsed.theme && (THEME_NAMES as readonly string[]).includes(parsed.theme)) result.theme = parsed.theme;
      if (parsed.direction === 'ltr' || parsed.direction === 'rtl') result.direction = parsed.direction;
      if (typeof parsed.responsiveFontSizes === 'boolean') result.responsiveFontSizes = parsed.responsiveFontSizes;
    }
  } catch {
    // unreadable settings: defaults
  }
  // Nothing changed from the defaults: the defaults themselves, the snapshot a server render and its hydration take —
  // the same value, so React has no reason to render a hydrated page again right after hydration.
  const unchanged =
    result.theme === DEFAULT_THEME_SETTINGS.theme &&
    result.direction === DEFAULT_THEME_SETTINGS.direction &&
    result.responsiveFontSizes === DEFAULT_THEME_SETTINGS.responsiveFontSizes;
  return unchanged ? DEFAULT_THEME_SETTINGS : result;
}

let current: ThemeSettings | null = null;
const listeners = new Set<() => void>();

function applyDirection(direction: Direction) {
  if (typeof document !== 'undefined') document.documentElement.setAttribute('dir', direction);
}

export const themeSettingsStore = {
  getSettings(): ThemeSettings {
    if (!current) current = readStored();
    return current;
  },
  update(patch: Partial<ThemeSettings>): ThemeSettings {
    const next = { ...themeSettingsStore.getSettings(), ...patch };
    current = next;
    try {
      window.localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify(next));
    } catch {
      // storage full or blocked: the settings still apply for this page
    }
    applyDirection(next.direction);
    listeners.forEach((listener) => listener());
    return next;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Re-reads local storage (tests). */
  reload(): void {
    current = readStored();
    listeners.forEach((listener) => listener());
  },
  applyDirection,
};

export interface UseThemeSettingsResult {
  settings: ThemeSettings;
  setThemeName: (theme: ThemeName) => void;
  setDirection: (direction: Direction) => void;
  setResponsiveFontSizes: (on: boolean) => void;
}

const setters = {
  setThemeName: (theme: ThemeName) => {
    themeSettingsStore.update({ theme });
  },
  setDirection: (direction: Direction) => {
    themeSettingsStore.update({ direction });
  },
  setResponsiveFontSizes: (responsiveFontSizes: boolean) => {
    themeSettingsStore.update({ responsiveFontSizes });
  },
};

/** The default settings: what a server render uses, and what the browser's hydration of it renders first. */
const serverSettings = (): ThemeSettings => DEFAULT_THEME_SETTINGS;

/**
 * The page's theme settings and their setters (shared by every React root on the page). A hydration renders with the
 * defaults like the server did (React takes the server snapshot there); the stored theme follows right after.
 */
export function useThemeSettings(): UseThemeSettingsResult {
  const settings = useSyncExternalStore(themeSettingsStore.subscribe, themeSettingsStore.getSettings, serverSettings);
  return { settings, ...setters };
}
