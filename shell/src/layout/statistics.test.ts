import { CONSENT_VERSION, resetConsentCache, setConsentVersion, storeConsent } from './cookieConsent';
import { reportPageView } from './pageViews';
import { resetStatistics, startStatistics } from './statistics';

const trackerScripts = () => document.head.querySelectorAll('script[data-consent="statistics"]');
const queue = () => (window as unknown as { _paq?: unknown[][] })._paq ?? [];

describe('statistics', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetConsentCache();
    resetStatistics();
    setConsentVersion(CONSENT_VERSION);
    document.head.innerHTML = '';
    delete (window as unknown as { _paq?: unknown })._paq;
  });

  it('loads nothing before the visitor allowed „Statistik“', () => {
    startStatistics({ STATISTICS_URL: 'https://statistik.example/', STATISTICS_SITE_ID: '3' });
    expect(trackerScripts()).toHaveLength(0);
    storeConsent(['necessary']);
    expect(trackerScripts()).toHaveLength(0);
    reportPageView('https://marktplatz.example/shop', 'Shop');
    expect(queue()).toEqual([]);
  });

  it('loads the operator’s Matomo once „Statistik“ is allowed and counts later page views', () => {
    startStatistics({ STATISTICS_URL: 'https://statistik.example/', STATISTICS_SITE_ID: '3' });
    storeConsent(['necessary', 'statistics']);
    const scripts = trackerScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://statistik.example/matomo.js');
    expect(queue()).toEqual(
      expect.arrayContaining([
        ['setTrackerUrl', 'https://statistik.example/matomo.php'],
        ['setSiteId', '3'],
      ]),
    );
    reportPageView('https://marktplatz.example/shop', 'Shop');
    expect(queue().slice(-1)).toEqual([['trackPageView']]);
  });

  it('ignores a statistics address that is not http(s)', () => {
    storeConsent(['necessary', 'statistics']);
    startStatistics({ STATISTICS_URL: 'javascript:alert(1)' });
    expect(trackerScripts()).toHaveLength(0);
  });
});
