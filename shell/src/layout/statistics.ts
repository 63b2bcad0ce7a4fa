/**
 * Page-view statistics with the operator's own Matomo (`STATISTICS_URL` and `STATISTICS_SITE_ID` in /env.json).
 * Nothing of it loads, and no statistics cookie is set, before the visitor allowed „Statistik“; withdrawing the
 * consent deletes Matomo's cookies and reloads the page, so the tracker is gone. Loaded by the entry only when a
 * Matomo is configured.
 */
import { hasConsent, subscribeConsent } from './cookieConsent';
import { onPageView } from './pageViews';

interface StatisticsSettings {
  base: string;
  siteId: string;
}

type MatomoQueue = unknown[][];

let settings: StatisticsSettings | null = null;
let loaded = false;
let unsubscribe: (() => void) | null = null;

function queue(): MatomoQueue {
  const holder = window as unknown as { _paq?: MatomoQueue };
  holder._paq ??= [];
  return holder._paq;
}

function load(): void {
  if (!settings || loaded) return;
  loaded = true;
  const paq = queue();
  paq.push(['setTrackerUrl', `${settings.base}/matomo.php`], ['setSiteId', settings.siteId]);
  paq.push(['setCustomUrl', window.location.href], ['trackPageView'], ['enableLinkTracking']);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${settings.base}/matomo.js`;
  script.dataset.consent = 'statistics';
  document.head.appendChild(script);
}

function deleteStatisticsCookies(): void {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name && (name.startsWith('_pk_') || name === 'mtm_consent')) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}

function apply(): void {
  if (hasConsent('statistics')) {
    load();
  } else if (loaded) {
    deleteStatisticsCookies();
    window.location.reload();
  }
}

/** Reads the environment's statistics settings and follows the visitor's consent from now on. */
export function startStatistics(environment: Record<string, unknown>): void {
  const base = typeof environment.STATISTICS_URL === 'string' ? environment.STATISTICS_URL.trim().replace(/\/+$/, '') : '';
  const siteId = typeof environment.STATISTICS_SITE_ID === 'string' ? environment.STATISTICS_SITE_ID.trim() : '';
  settings = /^https?:\/\//.test(base) ? { base, siteId: siteId || '1' } : null;
  unsubscribe?.();
  unsubscribe = settings ? subscribeConsent(apply) : null;
  onPageView(settings ? trackPageView : null);
  if (settings) apply();
}

/** Counts a page view of the single-page app (only once the tracker runs). */
export function trackPageView(url: string, title: string): void {
  if (!loaded) return;
  queue().push(['setCustomUrl', url], ['setDocumentTitle', title], ['trackPageView']);
}

/** For tests. */
export function resetStatistics(): void {
  unsubscribe?.();
  unsubscribe = null;
  onPageView(null);
  settings = null;
  loaded = false;
}
