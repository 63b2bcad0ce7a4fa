import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { AREAS, SHELL_ORIGIN, areaOrigin, distDir } from '../src/harness/areas.js';
import { describeProblems, launchBrowser, openSession, screenshots, type PageProblem } from '../src/harness/browser.js';
import { assertFetchedFromOrigin, openSite, unexpectedProblems, waitForAreaRendered } from '../src/harness/flows.js';
import { exposeOwnJsFiles, readManifest, remoteEntryFile } from '../src/harness/manifest.js';
import { startSite, type Site } from '../src/harness/site.js';

describe('composed production build, every area from its own origin', () => {
  let site: Site;
  let browser: Browser;
  /** Console and page errors of each happy path visited below, by URL path. */
  const problemsByPath = new Map<string, PageProblem[]>();

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  test('the landing page shows the frame, reading remotes.json and env.json from the shell origin', async () => {
    const session = await openSession(browser);
    try {
      await openSite(session.page, `${SHELL_ORIGIN}/`);
      await session.page.waitForLoadState('networkidle');
      await screenshots(session.page, 'landing');
      const fetched = session.requests.map((request) => request.url);
      assert.ok(fetched.includes(`${SHELL_ORIGIN}/remotes.json`), 'remotes.json wurde nicht geladen');
      assert.ok(fetched.includes(`${SHELL_ORIGIN}/env.json`), 'env.json wurde nicht geladen');
    } finally {
      problemsByPath.set('/', session.problems);
      await session.close();
    }
  });

  for (const area of AREAS) {
    test(`${area.route} renders ${area.remote}, whose remote entry and ./Area chunks came from ${areaOrigin(area.remote)}`, async () => {
      const session = await openSession(browser);
      try {
        await openSite(session.page, `${SHELL_ORIGIN}${area.route}`);
        await waitForAreaRendered(session.page, area.remote);
        await session.page.waitForLoadState('networkidle');
        const manifest = readManifest(distDir(area.dir));
        assertFetchedFromOrigin(session.requests, area.remote, [
          'mf-manifest.json',
          remoteEntryFile(manifest),
          ...exposeOwnJsFiles(manifest, './Area'),
        ]);
        await screenshots(session.page, `area-${area.dir}`);
      } finally {
        problemsByPath.set(area.route, session.problems);
        await session.close();
      }
    });
  }

  test('no uncaught errors and no console errors on the landing page and the area routes', () => {
    assert.equal(problemsByPath.size, AREAS.length + 1, 'jede Seite wurde besucht');
    const report = [...problemsByPath]
      .map(([path, problems]) => [path, unexpectedProblems(problems, site.apiAvailable)] as const)
      .filter(([, problems]) => problems.length > 0)
      .map(([path, problems]) => `${path}:\n${describeProblems(problems)}`);
    assert.deepEqual(report, [], `Fehler in der Konsole:\n${report.join('\n')}`);
  });
});
