import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, describe, test } from 'node:test';
import { SHELL_ORIGIN, area } from '../src/harness/areas.js';
import { WAIT_MS, screenshots, type Session } from '../src/harness/browser.js';
import { FIXTURES, fixtureDist } from '../src/harness/fixtures.js';
import { footer, header, openSite, selectors, waitForAreaFallback } from '../src/harness/flows.js';
import { readShareScope } from '../src/harness/share-scope.js';
import { ALTERNATE_ORIGIN } from '../src/harness/site.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

const ORDERS = area('mfe_orders');
const SHARED_VERSION = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as { version: string }
).version;
const RUNTIME_VERSION = (
  JSON.parse(readFileSync(path.join(fixtureDist(FIXTURES.olderShared), 'mf-manifest.json'), 'utf8')) as {
    metaData: { pluginVersion: string };
  }
).metaData.pluginVersion;

/** A copy of the earlier-minor build whose manifest declares another federation runtime (a build the page cannot run). */
function buildForRuntime(version: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'marktplatz-runtime-'));
  cpSync(fixtureDist(FIXTURES.olderShared), folder, { recursive: true });
  const file = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: { pluginVersion: string } };
  manifest.metaData.pluginVersion = version;
  writeFileSync(file, JSON.stringify(manifest));
  return folder;
}

describe('version skew: areas are released on their own, the shell decides what it can run', () => {
  const suite = composedSiteSuite();
  const folders: string[] = [];

  afterEach(() => suite.site.reset());
  after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  async function composeOrdersFrom(folder: string): Promise<void> {
    suite.site.alternate.serveFrom(folder);
    suite.site.setRemote(ORDERS.remote, `${ALTERNATE_ORIGIN}/mf-manifest.json`);
    await suite.site.alternate.start();
  }

  /** The refusal: the German fallback in the frame, no module of the area ran, the console names both versions. */
  async function assertRefused(session: Session, name: string, named: readonly string[]): Promise<void> {
    const { page } = session;
    await openSite(page, `${SHELL_ORIGIN}${ORDERS.route}`);
    const fallback = await waitForAreaFallback(page);
    assert.match(await fallback.innerText(), /„Bestellungen“ passt nicht zu dieser Version des Marktplatzes/);
    assert.equal(await fallback.getAttribute('data-reason'), 'version');
    assert.ok(await header(page).isVisible(), 'Kopfzeile sichtbar');
    assert.ok(await footer(page).isVisible(), 'Fußzeile sichtbar');
    assert.equal(await page.getByText('Dieser Bereich hätte nie laufen dürfen.').count(), 0, 'der Bereich lief nicht');
    const entryRequested = session.requests.some((request) => request.url.startsWith(`${ALTERNATE_ORIGIN}/remoteEntry.js`));
    assert.equal(entryRequested, false, 'abgelehnt, bevor sein remoteEntry.js geladen wurde');
    const message = session.problems.find((problem) => problem.text.includes('Bereich mfe_orders abgelehnt'));
    assert.ok(message, `Konsolenmeldung zur Ablehnung fehlt (${session.problems.map((problem) => problem.text).join(' | ')})`);
    for (const version of named) assert.ok(message.text.includes(version), `die Meldung nennt ${version}: ${message.text}`);
    await screenshots(page, `version-skew-${name}`);
  }

  test(`an area built against the earlier @marktplatz/shared 1.2 runs in the shell with ${SHARED_VERSION}, on the shell's copy`, () =>
    inSession(suite.browser, async ({ page, problems }) => {
      await composeOrdersFrom(fixtureDist(FIXTURES.olderShared));
      await openSite(page, `${SHELL_ORIGIN}${ORDERS.route}`);
      const older = page.getByTestId('older-area');
      await older.waitFor({ state: 'visible', timeout: WAIT_MS });
      assert.match(await older.innerText(), /1\.234,50 €/);
      assert.equal(await page.locator(selectors.fallback).count(), 0, 'kein Fehlerersatz');
      const scope = await readShareScope(page);
      const loaded = (scope['@marktplatz/shared'] ?? []).filter((entry) => entry.loaded);
      assert.deepEqual(
        loaded.map((entry) => entry.version),
        [SHARED_VERSION],
        `geladen ist genau die @marktplatz/shared der Shell (${JSON.stringify(scope['@marktplatz/shared'])})`,
      );
      await screenshots(page, 'version-skew-older-minor');
      assert.deepEqual(
        problems.filter((problem) => problem.kind !== 'response'),
        [],
        'keine Fehler in der Konsole',
      );
    }));

  test('an area built for @marktplatz/shared 2.0 is refused before it runs: German fallback, both versions in the console', () =>
    inSession(suite.browser, async (session) => {
      await composeOrdersFrom(fixtureDist(FIXTURES.sharedMajor));
      await assertRefused(session, 'shared-major', ['@marktplatz/shared ^2.0', SHARED_VERSION]);
    }));

  test('an area built for a newer federation runtime than the page runs is refused before it runs', () =>
    inSession(suite.browser, async (session) => {
      const folder = buildForRuntime('3.0.0');
      folders.push(folder);
      await composeOrdersFrom(folder);
      await assertRefused(session, 'runtime-major', ['Module-Federation-Runtime 3.0.0', RUNTIME_VERSION]);
    }));
});
