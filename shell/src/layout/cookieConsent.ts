/**
 * The visitor's cookie choice (§ 25 TDDDG, Art. 7 DSGVO): which categories were allowed, when, and under which
 * consent version. Kept in local storage; a choice made under another version counts as no choice, so the banner
 * asks again whenever an editor says a change of the cookie texts or categories needs it (the back office raises
 * the version, the API answers it as `cookieBanner { version }` and `/layoutData` `consent_version`).
 */
import { useSyncExternalStore } from 'react';

export const COOKIE_CONSENT_KEY = 'cookie_consent';

/**
 * The version built into the shell: the fallback until the API's version is known (and the one the server's first
 * view uses when the API sends none). Versions only rise, so meanwhile a choice under this or a later version holds.
 */
export const CONSENT_VERSION = 2;

/** Categories something on the site uses. `necessary` is always on; the others wait for consent. */
export const CONSENT_CATEGORIES = ['necessary', 'statistics'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

const isVersion = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** The version the server sent with the page (scripts/first-view.mjs), else null until the API answers. */
function serverVersion(): number | null {
  if (typeof window === 'undefined') return null;
  const version = (window as { __marktplatzCookieBanner?: { version?: unknown } | null }).__marktplatzCookieBanner?.version;
  return isVersion(version) ? version : null;
}

let apiVersion: number | null = serverVersion();

export interface CookieConsent {
  version: number;
  /** ISO time of the choice. */
  decidedAt: string;
  /** The allowed categories, `necessary` always among them. */
  categories: ConsentCategory[];
}

const isCategory = (value: unknown): value is ConsentCategory =>
  typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);

/** Whether a choice stored under `version` holds: the API's version, or while it is unknown the built-in one or later. */
function current(version: unknown): version is number {
  if (!isVersion(version)) return false;
  return apiVersion === null ? version >= CONSENT_VERSION : version === apiVersion;
}

function parse(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CookieConsent> | null;
    if (!parsed || !current(parsed.version) || typeof parsed.decidedAt !== 'string') return null;
    if (!Array.isArray(parsed.categories)) return null;
    const categories = [...new Set<ConsentCategory>(['necessary', ...parsed.categories.filter(isCategory)])];
    return { version: parsed.version, decidedAt: parsed.decidedAt, categories };
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
let cachedVersion: number | null = null;
let cached: CookieConsent | null = null;
const listeners = new Set<() => void>();

/** The version a choice is stored under now: the API's, else the built-in one. */
export function consentVersion(): number {
  return apiVersion ?? CONSENT_VERSION;
}

/** Whether the API's version is known (from the server's page or `/layoutData`). */
export function consentVersionKnown(): boolean {
  return apiVersion !== null;
}

/**
 * Takes the API's consent version (`null`/invalid: the API did not answer, the built-in one counts from now on).
 * A stored choice under another version stops counting, and every listener hears of it (the banner shows again).
 */
export function setConsentVersion(version: number | null | undefined): void {
  const next = isVersion(version) ? version : CONSENT_VERSION;
  if (next === apiVersion) return;
  apiVersion = next;
  listeners.forEach((listener) => listener());
}

/** The stored choice of the current consent version, else null (then the banner asks). */
export function readConsent(): CookieConsent | null {
  const raw = readRaw() ?? memory;
  if (raw !== cachedRaw || apiVersion !== cachedVersion) {
    cachedRaw = raw;
    cachedVersion = apiVersion;
    cached = parse(raw);
  }
  return cached;
}

/**
 * Whether the visitor allowed a category. An optional one only counts once the API's version is known: a choice
 * under an older version must not start statistics for the moment before the banner asks again.
 */
export function hasConsent(category: ConsentCategory): boolean {
  if (category !== 'necessary' && !consentVersionKnown()) return false;
  return readConsent()?.categories.includes(category) ?? false;
}

/** Stores the choice with its date and banner version and tells every listener. */
export function storeConsent(allowed: readonly ConsentCategory[], now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = {
    version: consentVersion(),
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

/** For tests: forget the cached choice and the API's version (the server's, if the page has one, counts again). */
export function resetConsentCache(): void {
  memory = null;
  cachedRaw = undefined;
  cachedVersion = null;
  cached = null;
  apiVersion = serverVersion();
}
