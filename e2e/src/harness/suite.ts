import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openSession, type Session } from './browser.js';
import { startSite, type Site } from './site.js';

export interface SuiteContext {
  readonly site: Site;
  readonly browser: Browser;
}

/** Registers the suite's hooks: the composed site and Chromium start before its tests and stop after them. */
export function composedSiteSuite(): SuiteContext {
  let site: Site | undefined;
  let browser: Browser | undefined;
  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });
  return {
    get site() {
      if (!site) throw new Error('Die Seite läuft noch nicht');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('Chromium läuft noch nicht');
      return browser;
    },
  };
}

/** Runs a scenario in a fresh browser context and always closes it. */
export async function inSession<T>(browser: Browser, scenario: (session: Session) => Promise<T>): Promise<T> {
  const session = await openSession(browser);
  try {
    return await scenario(session);
  } finally {
    await session.close();
  }
}
