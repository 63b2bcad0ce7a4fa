/** The visitor's cookie choice, kept in local storage so the banner is shown once. */
export const COOKIE_CONSENT_KEY = 'cookie_consent';

export interface CookieConsent {
  necessary: true;
  optional: boolean;
  decidedAt: string;
}

export function readConsent(): CookieConsent | null {
  try {
    const raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CookieConsent> | null;
    return parsed && typeof parsed.optional === 'boolean' && typeof parsed.decidedAt === 'string'
      ? { necessary: true, optional: parsed.optional, decidedAt: parsed.decidedAt }
      : null;
  } catch {
    return null;
  }
}

export function storeConsent(optional: boolean): CookieConsent {
  const consent: CookieConsent = { necessary: true, optional, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // storage blocked: the choice holds for this page view
  }
  return consent;
}
