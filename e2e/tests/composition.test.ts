import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AREAS, SHELL_ORIGIN, areaOrigin, distDir } from '../src/harness/areas.js';
import { describeProblems, screenshots, type PageProblem } from '../src/harness/browser.js';
import { assertFetchedFromOrigin, openSite, unexpectedProblems, waitForAreaRendered } from '../src/harness/flows.js';
import { exposeOwnJsFiles, readManifest, remoteEntryFile } from '../src/harness/manifest.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

describe('composed production build, every area from its own origin', () => {
  const suite = composedSiteSuite();
  /** Console and page errors of each happy path visited below, by URL path. */
  const problemsByPath = new Map<string, PageProblem[]>();

  test('the landing page shows the frame, reading remotes.json and env.json from the shell origin', () =>
    inSession(suite.browser, async ({ page, requests, problems }) => {
      problemsByPath.set('/', problems);
      await openSite(page, `${SHELL_ORIGIN}/`);
      await page.waitForLoadState('networkidle');
      await screenshots(page, 'landing');
      const fetched = requests.map((request) => request.url);
      assert.ok(fetched.includes(`${SHELL_ORIGIN}/remotes.json`), 'remotes.json wurde nicht geladen');
      assert.ok(fetched.includes(`${SHELL_ORIGIN}/env.json`), 'env.json wurde nicht geladen');
    }));

  for (const area of AREAS) {
    test(`${area.route} renders ${area.remote}, whose remote entry and ./Area chunks came from ${areaOrigin(area.remote)}`, () =>
      inSession(suite.browser, async ({ page, requests, problems }) => {
        problemsByPath.set(area.route, problems);
        await openSite(page, `${SHELL_ORIGIN}${area.route}`);
        await waitForAreaRendered(page, area.remote);
        await page.waitForLoadState('networkidle');
        const manifest = readManifest(distDir(area.dir));
        assertFetchedFromOrigin(requests, area.remote, [
          'mf-manifest.json',
          remoteEntryFile(manifest),
          ...exposeOwnJsFiles(manifest, './Area'),
        ]);
        await screenshots(page, `area-${area.dir}`);
      }));
  }

  test('no uncaught errors and no console errors on the landing page and the area routes', () => {
    assert.equal(problemsByPath.size, AREAS.length + 1, 'jede Seite wurde besucht');
    const report = [...problemsByPath]
      .map(([path, problems]) => [path, unexpectedProblems(problems, suite.site.apiAvailable)] as const)
      .filter(([, problems]) => problems.length > 0)
      .map(([path, problems]) => `${path}:\n${describeProblems(problems)}`);
    assert.equal(report.length, 0, `Fehler in der Konsole oder fehlgeschlagene Antworten:\n${report.join('\n')}`);
  });
});
