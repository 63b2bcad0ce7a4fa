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

/**
 * Runs a scenario in a fresh browser context and always closes it. A scenario that passed still fails when one of
 * its pages violated the site's Content-Security-Policy (`Session.close`); a failed one keeps its own error.
 */
export async function inSession<T>(browser: Browser, scenario: (session: Session) => Promise<T>): Promise<T> {
  const session = await openSession(browser);
  let result: T;
  try {
    result = await scenario(session);
  } catch (error) {
    await session.context.close().catch(() => {});
    throw error;
  }
  await session.close();
  return result;
}
