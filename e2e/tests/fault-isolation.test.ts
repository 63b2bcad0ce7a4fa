import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { SHELL_ORIGIN, area, areaOrigin, distDir } from '../src/harness/areas.js';
import { WAIT_MS, screenshots, type Session } from '../src/harness/browser.js';
import { FIXTURES, fixtureDist, type FixtureName } from '../src/harness/fixtures.js';
import {
  assertFetchedFromOrigin,
  assertNoPageErrors,
  footer,
  header,
  navigateInApp,
  openSite,
  selectors,
  waitForAreaFallback,
  waitForAreaRendered,
} from '../src/harness/flows.js';
import { exposeOwnJsFiles, readManifest, remoteEntryFile } from '../src/harness/manifest.js';
import { ALTERNATE_ORIGIN } from '../src/harness/site.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

const FAULTY = area('mfe_orders');
/** An area every guest's header and footer link to (the login): areas still in preview are not linked. */
const OTHER = area('mfe_account');

describe('fault isolation: a failing area shows the German fallback, the rest of the site keeps working', () => {
  const suite = composedSiteSuite();

  afterEach(() => suite.site.reset());

  /** The frame still answers: header and footer are there and a header link opens another area in the page. */
  async function assertRestOfSiteWorks(page: Page): Promise<void> {
    assert.ok(await header(page).isVisible(), 'Kopfzeile sichtbar');
    assert.ok(await footer(page).isVisible(), 'Fußzeile sichtbar');
    assert.equal(await header(page).locator(selectors.fallback).count(), 0, 'kein Fehlerersatz in der Kopfzeile');
    assert.equal(await footer(page).locator(selectors.fallback).count(), 0, 'kein Fehlerersatz in der Fußzeile');
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

  /**
   * `remotes.json` points the area at a broken build on another origin (the one-line composition switch); the fix
   * deploys the area's real build at that same URL. The recovered area's code then came from that origin.
   */
  async function brokenBuildThenFix(session: Session, fixture: FixtureName, name: string, logged: string): Promise<void> {
    const { site } = suite;
    site.alternate.serveFrom(fixtureDist(fixture));
    site.setRemote(FAULTY.remote, `${ALTERNATE_ORIGIN}/mf-manifest.json`);
    await site.alternate.start();
    await faultThenRecovery(session, name, async () => site.alternate.serveFrom(distDir(FAULTY.dir)));

    const manifest = readManifest(distDir(FAULTY.dir));
    const recoveredFiles = [remoteEntryFile(manifest), ...exposeOwnJsFiles(manifest, './Area')];
    assertFetchedFromOrigin(session.requests, FAULTY.remote, recoveredFiles, ALTERNATE_ORIGIN);
    assert.ok(
      session.problems.some((problem) => problem.text.includes(logged)),
      `der Fehler des Testbaus („${logged}“) ist in der Konsole protokolliert: der Bereich schlug wirklich so fehl`,
    );
  }

  test('area server down: fallback in the frame, header, footer and another area work, retry recovers once it is up', () =>
    inSession(suite.browser, async (session) => {
      await suite.site.areaServer(FAULTY.remote).stop();
      await faultThenRecovery(session, 'server-down', () => suite.site.areaServer(FAULTY.remote).start());
    }));

  test('manifest 404: fallback in the frame, header, footer and another area work, retry recovers once it is served', () =>
    inSession(suite.browser, async (session) => {
      suite.site.areaServer(FAULTY.remote).setManifestMissing(true);
      await faultThenRecovery(session, 'manifest-404', async () => suite.site.areaServer(FAULTY.remote).setManifestMissing(false));
    }));

  test('script error while loading (remotes.json points the area at a broken build): fallback, the rest works, retry recovers after a fixed build', () =>
    inSession(suite.browser, (session) => brokenBuildThenFix(session, FIXTURES.loadError, 'script-error', 'Skriptfehler beim Laden')));

  test('area throws while rendering: fallback in the frame, the rest works, retry recovers after a fixed build', () =>
    inSession(suite.browser, (session) => brokenBuildThenFix(session, FIXTURES.renderError, 'render-error', 'Fehler beim Rendern')));

  test('a frame widget whose remote is down leaves an empty slot and the page works', () =>
    inSession(suite.browser, async ({ page, problems }) => {
      await suite.site.areaServer('mfe_shop').stop();
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
      assertNoPageErrors(problems);
    }));
});
