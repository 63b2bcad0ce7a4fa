/**
 * The visitor's cookie choice (§ 25 TDDDG, Art. 7 DSGVO): which categories were allowed, when, and under which
 * banner version. Kept in local storage; a choice made under another banner version counts as no choice, so the
 * banner asks again whenever its categories or texts change in substance (raise CONSENT_VERSION then).
 */
import { useSyncExternalStore } from 'react';

export const COOKIE_CONSENT_KEY = 'cookie_consent';

/** Raise when the categories or what they cover change: every visitor is asked again. */
export const CONSENT_VERSION = 2;

/** Categories something on the site uses. `necessary` is always on; the others wait for consent. */
export const CONSENT_CATEGORIES = ['necessary', 'statistics'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface CookieConsent {
  version: number;
  /** ISO time of the choice. */
  decidedAt: string;
  /** The allowed categories, `necessary` always among them. */
  categories: ConsentCategory[];
}

const isCategory = (value: unknown): value is ConsentCategory =>
  typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);

function parse(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (!parsed || parsed.version !== CONSENT_VERSION || typeof parsed.decidedAt !== 'string') return null;
    if (!Array.isArray(parsed.categories)) return null;
    const categories = [...new Set<ConsentCategory>(['necessary', ...parsed.categories.filter(isCategory)])];
    return { version: CONSENT_VERSION, decidedAt: parsed.decidedAt, categories };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/** The choice of this page view when storage is blocked. */
let memory: string | null = null;
let cachedRaw: string | null | undefined;
let cached: CookieConsent | null = null;
const listeners = new Set<() => void>();

/** The stored choice of the current banner version, else null (then the banner asks). */
export function readConsent(): CookieConsent | null {
  const raw = readRaw() ?? memory;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function hasConsent(category: ConsentCategory): boolean {
  return readConsent()?.categories.includes(category) ?? false;
}

/** Stores the choice with its date and banner version and tells every listener. */
export function storeConsent(allowed: readonly ConsentCategory[], now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = {
    version: CONSENT_VERSION,
    decidedAt: now.toISOString(),
    categories: [...new Set<ConsentCategory>(['necessary', ...allowed.filter(isCategory)])],
  };
  const raw = JSON.stringify(consent);
  memory = raw;
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, raw);
  } catch {
    // storage blocked: the choice holds for this page view
  }
  listeners.forEach((listener) => listener());
  return consent;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current choice; re-renders when it changes. */
export function useConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}

const OPEN_SETTINGS_EVENT = 'marktplatz:cookie-settings';

/** Reopens the banner with its category settings (the footer's „Cookie-Einstellungen“). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

export function onOpenCookieSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
}

/** For tests: forget the cached choice. */
export function resetConsentCache(): void {
  memory = null;
  cachedRaw = undefined;
  cached = null;
}
