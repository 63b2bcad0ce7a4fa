import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { SHELL_ORIGIN, area, areaOrigin, distDir } from '../src/harness/areas.js';
import { WAIT_MS, launchBrowser, openSession, screenshots, type Session } from '../src/harness/browser.js';
import { FIXTURES, fixtureDist, type FixtureName } from '../src/harness/fixtures.js';
import {
  assertFetchedFromOrigin,
  footer,
  header,
  navigateInApp,
  openSite,
  selectors,
  waitForAreaFallback,
  waitForAreaRendered,
} from '../src/harness/flows.js';
import { exposeOwnJsFiles, readManifest, remoteEntryFile } from '../src/harness/manifest.js';
import { ALTERNATE_ORIGIN, startSite, type Site } from '../src/harness/site.js';

const FAULTY = area('mfe_orders');
const OTHER = area('mfe_stores');

describe('fault isolation: a failing area shows the German fallback, the rest of the site keeps working', () => {
  let site: Site;
  let browser: Browser;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await site.reset();
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** The frame still answers: header and footer are there and a header link opens another area in the page. */
  async function assertRestOfSiteWorks(page: Page): Promise<void> {
    assert.ok(await header(page).isVisible(), 'Kopfzeile sichtbar');
    assert.ok(await footer(page).isVisible(), 'Fußzeile sichtbar');
    assert.equal(await page.locator(`header ${selectors.fallback}, footer ${selectors.fallback}`).count(), 0);
    await navigateInApp(page, OTHER.route);
    await waitForAreaRendered(page, OTHER.remote);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === FAULTY.route, { timeout: WAIT_MS });
  }

  /** Fallback with retry, the rest of the site working, then the fault removed and retry recovering the area. */
  async function faultThenRecovery(session: Session, name: string, removeFault: () => Promise<void>): Promise<void> {
    const { page } = session;
    await openSite(page, `${SHELL_ORIGIN}${FAULTY.route}`);
    const fallback = await waitForAreaFallback(page);
    assert.match(await fallback.innerText(), /Bestellungen/, 'der Fehlerersatz nennt den Bereich auf Deutsch');
    assert.match(await page.locator(selectors.retry).innerText(), /Erneut versuchen/);
    await assertRestOfSiteWorks(page);
    await waitForAreaFallback(page);
    await screenshots(page, `fault-${name}`);

    await removeFault();
    await page.locator(selectors.retry).click();
    await waitForAreaRendered(page, FAULTY.remote);
    await screenshots(page, `fault-${name}-recovered`);
  }

  function serveFixtureAsOrders(fixture: FixtureName): Promise<void> {
    site.alternate.serveFrom(fixtureDist(fixture));
    site.setRemote(FAULTY.remote, `${ALTERNATE_ORIGIN}/mf-manifest.json`);
    return site.alternate.start();
  }

  /** After the fixed build went out under the same URL, the recovered area's code came from that origin. */
  function assertRecoveredFromAlternate(session: Session): void {
    const manifest = readManifest(distDir(FAULTY.dir));
    const recoveredFiles = [remoteEntryFile(manifest), ...exposeOwnJsFiles(manifest, './Area')];
    assertFetchedFromOrigin(session.requests, FAULTY.remote, recoveredFiles, ALTERNATE_ORIGIN);
  }

  test('area server down: fallback in the frame, header, footer and another area work, retry recovers once it is up', async () => {
    const session = await openSession(browser);
    try {
      await site.areaServer(FAULTY.remote).stop();
      await faultThenRecovery(session, 'server-down', () => site.areaServer(FAULTY.remote).start());
    } finally {
      await session.close();
    }
  });

  test('manifest 404: fallback in the frame, header, footer and another area work, retry recovers once it is served', async () => {
    const session = await openSession(browser);
    try {
      site.areaServer(FAULTY.remote).setManifestMissing(true);
      await faultThenRecovery(session, 'manifest-404', async () => site.areaServer(FAULTY.remote).setManifestMissing(false));
    } finally {
      await session.close();
    }
  });

  test('script error while loading (remotes.json points the area at a broken build): fallback, the rest works, retry recovers after a fixed build', async () => {
    const session = await openSession(browser);
    try {
      await serveFixtureAsOrders(FIXTURES.loadError);
      await faultThenRecovery(session, 'script-error', async () => site.alternate.serveFrom(distDir(FAULTY.dir)));
      assertRecoveredFromAlternate(session);
      assert.ok(
        session.problems.some((problem) => problem.text.includes('Skriptfehler beim Laden')),
        'der Fehler des Testbaus ist in der Konsole protokolliert (der Bereich schlug wirklich beim Laden fehl)',
      );
    } finally {
      await session.close();
    }
  });

  test('area throws while rendering: fallback in the frame, the rest works, retry recovers after a fixed build', async () => {
    const session = await openSession(browser);
    try {
      await serveFixtureAsOrders(FIXTURES.renderError);
      await faultThenRecovery(session, 'render-error', async () => site.alternate.serveFrom(distDir(FAULTY.dir)));
      assertRecoveredFromAlternate(session);
      assert.ok(
        session.problems.some((problem) => problem.text.includes('Fehler beim Rendern')),
        'der Renderfehler des Testbaus ist in der Konsole protokolliert',
      );
    } finally {
      await session.close();
    }
  });

  test('a frame widget whose remote is down leaves an empty slot and the page works', async () => {
    const session = await openSession(browser);
    const { page } = session;
    try {
      await site.areaServer('mfe_shop').stop();
      const shopManifestFailed = page.waitForEvent('requestfailed', {
        predicate: (request) => request.url() === `${areaOrigin('mfe_shop')}/mf-manifest.json`,
        timeout: WAIT_MS,
      });
      await openSite(page, `${SHELL_ORIGIN}/`);
      await shopManifestFailed;
      await page.waitForLoadState('networkidle');
      assert.equal(await header(page).locator(selectors.fallback).count(), 0, 'kein Fehlerersatz in der Kopfzeile');
      const cartSlot = header(page).locator('[data-slot="cart"]');
      assert.equal(await cartSlot.count(), 1, 'der Platz des Warenkorb-Knopfs ist da');
      assert.equal(await cartSlot.evaluate((slot) => slot.childElementCount), 0, 'der Platz bleibt leer');
      await navigateInApp(page, OTHER.route);
      await waitForAreaRendered(page, OTHER.remote);
      await screenshots(page, 'widget-down');
      assert.deepEqual(
        session.problems.filter((problem) => problem.kind === 'pageerror'),
        [],
        'keine unbehandelten Fehler',
      );
    } finally {
      await session.close();
    }
  });
});
