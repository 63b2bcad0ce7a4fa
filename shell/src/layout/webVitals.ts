/**
 * Real-user Core Web Vitals: once the visitor has allowed „Statistik“, the shell measures the page view's LCP, INP
 * and CLS (`web-vitals`, loaded only then) and sends them to the API when the page is hidden — an anonymous
 * record of the page type and the three figures (no URL, no identifier). `GET /vitals/summary` gives the 75th
 * percentiles per page type.
 */
import { hasConsent, subscribeConsent } from './cookieConsent';

/** The page type of a path (the API's VITAL_PAGE_TYPES). */
export function pageTypeOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const rules: Array<[RegExp, string]> = [
    [/^\/$/, 'home'],
    [/^\/news$/, 'news'],
    [/^\/news\/.+/, 'news-article'],
    [/^\/page\/.+/, 'content'],
    [/^\/become-a-provider$/, 'become-provider'],
    [/^\/product-list$/, 'product-list'],
    [/^\/product-search$/, 'product-search'],
    [/^\/product\/.+/, 'product'],
    [/^\/login$/, 'login'],
    [/^\/register(\/.*)?$/, 'register'],
    [/^\/(provider-search|provider-detail\/.+)$/, 'provider'],
    [/^\/(food-provider-search|food\/.*)$/, 'food'],
    [/^\/(properties|property|property-detail\/.+)$/, 'property'],
  ];
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}

interface Figures {
  lcp?: number;
  inp?: number;
  cls?: number;
}

let started = false;

/** Measures this page view and sends its figures once, when the page is first hidden. */
async function measure(apiBase: string, pageType: string): Promise<void> {
  if (started) return;
  started = true;
  const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  const figures: Figures = {};
  onLCP((metric) => (figures.lcp = metric.value), { reportAllChanges: true });
  onINP((metric) => (figures.inp = metric.value), { reportAllChanges: true });
  onCLS((metric) => (figures.cls = metric.value), { reportAllChanges: true });
  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden' || !hasConsent('statistics')) return;
    if (figures.lcp === undefined && figures.inp === undefined && figures.cls === undefined) return;
    sent = true;
    void fetch(`${apiBase}/vitals`, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page_type: pageType, ...figures }),
    }).catch(() => undefined);
  };
  document.addEventListener('visibilitychange', send);
  window.addEventListener('pagehide', send);
}

/** Starts measuring now when statistics are allowed, else as soon as the visitor allows them. */
export function startWebVitals(apiBase: string | undefined): void {
  if (!apiBase || typeof PerformanceObserver === 'undefined') return;
  const base = apiBase.replace(/\/+$/, '');
  const pageType = pageTypeOf(window.location.pathname);
  if (hasConsent('statistics')) {
    void measure(base, pageType);
    return;
  }
  const stop = subscribeConsent(() => {
    if (!hasConsent('statistics')) return;
    stop();
    void measure(base, pageType);
  });
}
