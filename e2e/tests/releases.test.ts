/**
 * Area releases (issue 43), against the real API and the shell's production server (`scripts/serve-static.mjs` on the
 * shell's test origin, following the API's release registry of `local`): builds of the account area are registered
 * and released with the release CLI (`npm run release`, the harness's staff token) — a second build served from its
 * own origin is what the running site loads on the next page load, without a shell rebuild; a 50 % canary splits new
 * visitors near half and keeps each on one build; the CLI's QA link loads its build in one browser (with the banner)
 * and not in another, a forged link is ignored; rolling back restores the previous build; a released build that fails
 * to load is counted under its version in the API's `/metrics`.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { staffApiToken } from '../src/harness/admin.js';
import { ALTERNATE_PORT, HOST, REPO_DIR, area, areaOrigin, distDir } from '../src/harness/areas.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { WAIT_MS, launchBrowser, screenshots, type Session } from '../src/harness/browser.js';
import { openSite, waitForAreaFallback, waitForAreaRendered } from '../src/harness/flows.js';
import { startProductionSite, type ProductionSite } from '../src/harness/production-site.js';
import { ALTERNATE_ORIGIN } from '../src/harness/site.js';
import { StaticServer } from '../src/harness/static-server.js';
import { inSession } from '../src/harness/suite.js';

const ACCOUNT = area('mfe_account');
const run = Date.now().toString(36);
/**
 * The build of the site's own account server (3107), the second build (3108), and a release candidate (3122) that a
 * tester tries with a QA link and that, once released, fails to load.
 */
const FIRST = { version: `1.0.0-e2e.${run}`, manifest: `${areaOrigin('mfe_account')}/mf-manifest.json` };
const SECOND = { version: `1.1.0-e2e.${run}`, manifest: `${ALTERNATE_ORIGIN}/mf-manifest.json` };
const BROKEN_PORT = 3122;
const BROKEN_ORIGIN = `http://${HOST}:${BROKEN_PORT}`;
const BROKEN = { version: `1.2.0-rc.${run}`, manifest: `${BROKEN_ORIGIN}/mf-manifest.json` };

const execFileAsync = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the release CLI (`npm run release -- …`) with the staff token; fails with its output when it fails. Not a
 * synchronous child: the CLI loads the manifests from the servers of this very process.
 */
async function release(...args: string[]): Promise<string> {
  const cli = path.join(REPO_DIR, 'tooling', 'release', 'cli.mjs');
  try {
    const { stdout } = await execFileAsync(process.execPath, [cli, ...args, '--api', API_ORIGIN], {
      cwd: REPO_DIR,
      env: { ...process.env, MARKTPLATZ_RELEASE_TOKEN: staffApiToken() },
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return assert.fail(`npm run release -- ${args.join(' ')}:\n${failed.stdout ?? ''}${failed.stderr ?? String(error)}`);
  }
}

describe('area releases: the running site follows the registry', () => {
  let site: ProductionSite;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  const folders: string[] = [];
  let second: StaticServer;
  let broken: StaticServer;

  /** A copy of the account area's build, served from its own origin as a new release would be. */
  function copyOfAccountBuild(): string {
    const folder = mkdtempSync(path.join(tmpdir(), 'marktplatz-release-'));
    cpSync(distDir(ACCOUNT.dir), folder, { recursive: true });
    folders.push(folder);
    return folder;
  }

  /** `/remotes.json` of a visitor (the cookie header it sends), with the version header. */
  async function remotesOf(cookie?: string) {
    const response = await fetch(`${site.shellOrigin}/remotes.json`, {
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(5_000),
    });
    const releases = JSON.parse(response.headers.get('marktplatz-releases') ?? 'null') as {
      areas: Record<string, { version: string; channel: string }>;
      test: { area: string; version: string } | null;
    } | null;
    return { remotes: (await response.json()) as Record<string, string>, releases, setCookie: response.headers.getSetCookie() };
  }

  /** Waits until the shell's server answers the account area from `manifest` (it keeps the registry's answer briefly). */
  async function serverFollows(manifest: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await remotesOf()).remotes[ACCOUNT.remote] !== manifest) {
      if (Date.now() > deadline) assert.fail(`/remotes.json nennt ${manifest} nicht`);
      await sleep(250);
    }
  }

  /** Opens the account area's page in the session and says which of the account builds' manifests the browser loaded. */
  async function loadAccount(session: Session, url = `${site.shellOrigin}${ACCOUNT.route}`): Promise<string[]> {
    const before = session.requests.length;
    await openSite(session.page, url);
    await waitForAreaRendered(session.page, 'mfe_account');
    const accountBuilds = new Set([FIRST.manifest, SECOND.manifest, BROKEN.manifest]);
    return session.requests
      .slice(before)
      .map((request) => request.url)
      .filter((url) => accountBuilds.has(url));
  }

  before(async () => {
    site = await startProductionSite({ registryTtlMs: 500 });
    second = new StaticServer({ name: 'second', host: HOST, port: ALTERNATE_PORT, root: copyOfAccountBuild() });
    broken = new StaticServer({ name: 'broken', host: HOST, port: BROKEN_PORT, root: copyOfAccountBuild() });
    await Promise.all([second.start(), broken.start()]);
    browser = await launchBrowser();
    await release('shell', 'local', '--dist', 'shell/dist');
    for (const build of [FIRST, SECOND, BROKEN]) {
      await release('register', 'mfe-account', '--version', build.version, '--url', build.manifest, '--dist', `${ACCOUNT.dir}/dist`);
    }
  });

  after(async () => {
    await browser?.close();
    await second?.stop();
    await broken?.stop();
    await site?.stop();
    folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  });

  test('a second build released with the CLI is what the running site loads on the next page load', async () => {
    await release('release', 'mfe-account', FIRST.version, '--env', 'local');
    await serverFollows(FIRST.manifest);
    await inSession(browser, async (session) => {
      assert.deepEqual(await loadAccount(session), [FIRST.manifest]);
      const printed = await release('release', 'mfe-account', SECOND.version, '--env', 'local');
      assert.match(printed, new RegExp(SECOND.version.replace(/\./g, '\\.')));
      await serverFollows(SECOND.manifest);
      const manifests = await loadAccount(session);
      assert.deepEqual(manifests, [SECOND.manifest], 'die zweite Build ohne neuen Shell-Build');
      assert.ok(
        session.requests.some((request) => request.url.startsWith(`${ALTERNATE_ORIGIN}/`) && request.url.endsWith('.js')),
        'ihr remoteEntry und ihre Chunks kamen von ihrem Ursprung',
      );
      assert.equal(await session.page.getByTestId('test-version-banner').count(), 0, 'kein Testversions-Banner');
    });
  });

  test('a 50 % canary splits new visitors near half and keeps each on one build; ending it leaves the live one', async () => {
    await release('release', 'mfe-account', FIRST.version, '--env', 'local', '--canary', '50');
    await sleep(700);
    let onCanary = 0;
    const visitor = async () => {
      const first = await remotesOf();
      const bucket = first.setCookie.find((cookie) => cookie.startsWith('mp_bucket='))?.split(';')[0];
      assert.ok(bucket, 'ein neuer Besucher bekommt seinen Anteil');
      const build = first.remotes[ACCOUNT.remote];
      if (build === FIRST.manifest) onCanary += 1;
      else assert.equal(build, SECOND.manifest);
      assert.equal((await remotesOf(bucket)).remotes[ACCOUNT.remote], build, 'derselbe Build beim nächsten Laden');
    };
    for (let round = 0; round < 10; round += 1) await Promise.all(Array.from({ length: 20 }, visitor));
    assert.ok(onCanary > 65 && onCanary < 135, `${onCanary} von 200 Besuchern im Canary`);
    await release('canary', 'mfe-account', '--env', 'local', '--end');
    await serverFollows(SECOND.manifest);
    assert.equal((await remotesOf('mp_bucket=0')).remotes[ACCOUNT.remote], SECOND.manifest);
  });

  test('the QA link loads its build in one browser with the banner, not in another; a forged link is ignored', async () => {
    const printed = await release('link', 'mfe-account', BROKEN.version, '--env', 'local', '--hours', '1');
    const token = /testversion=([\w.-]+)/.exec(printed)?.[1];
    assert.ok(token, `der Link steht in der Ausgabe:\n${printed}`);
    await inSession(browser, async (tester) => {
      await inSession(browser, async (visitor) => {
        const manifests = await loadAccount(tester, `${site.shellOrigin}${ACCOUNT.route}?testversion=${token}`);
        assert.ok(new URL(tester.page.url()).search === '', 'der Link führt ohne Parameter auf dieselbe Seite');
        assert.deepEqual(manifests, [BROKEN.manifest]);
        const banner = tester.page.getByRole('region', { name: 'Testversion' });
        await banner.waitFor({ timeout: WAIT_MS });
        assert.match(await banner.innerText(), new RegExp(`Testversion: mfe-account ${BROKEN.version.replace(/\./g, '\\.')}`));
        await screenshots(tester.page, 'releases-testversion');
        assert.deepEqual(await loadAccount(visitor), [SECOND.manifest], 'ein anderer Browser bleibt auf der Live-Version');
        // the same content under another signature
        const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
        assert.deepEqual(await loadAccount(visitor, `${site.shellOrigin}${ACCOUNT.route}?testversion=${forged}`), [SECOND.manifest]);
        assert.equal(await visitor.page.getByTestId('test-version-banner').count(), 0);
        await tester.page.getByRole('button', { name: 'Testversion beenden' }).click();
        await tester.page.waitForURL((url) => url.pathname === ACCOUNT.route && url.search === '');
        await waitForAreaRendered(tester.page, 'mfe_account');
        assert.equal(await tester.page.getByTestId('test-version-banner').count(), 0, 'die Testversion ist beendet');
      });
    });
  });

  test('rolling back restores the previous build on the next page load', async () => {
    await release('rollback', 'mfe-account', '--env', 'local');
    await serverFollows(FIRST.manifest);
    await inSession(browser, async (session) => {
      assert.deepEqual(await loadAccount(session), [FIRST.manifest]);
    });
  });

  test('a released build that fails to load is counted under its version', async () => {
    await release('release', 'mfe-account', BROKEN.version, '--env', 'local');
    await serverFollows(BROKEN.manifest);
    await broken.stop();
    const failing = http.createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      response.end('Serverfehler');
    });
    await new Promise<void>((resolve) => failing.listen(BROKEN_PORT, HOST, resolve));
    try {
      await inSession(browser, async (session) => {
        await openSite(session.page, `${site.shellOrigin}${ACCOUNT.route}`);
        await waitForAreaFallback(session.page);
      });
      const counted = new RegExp(
        `marktplatz_area_failures_total\\{environment="local",area="mfe-account",version="${BROKEN.version.replace(/\./g, '\\.')}",kind="load"\\} ([0-9.]+)`,
      );
      const deadline = Date.now() + 10_000;
      let metrics = '';
      while (!counted.test(metrics) && Date.now() < deadline) {
        metrics = await fetch(`${API_ORIGIN}/metrics`).then((response) => response.text());
        if (!counted.test(metrics)) await sleep(250);
      }
      assert.ok(Number(counted.exec(metrics)?.[1] ?? 0) >= 1, 'der Ladefehler zählt unter seiner Version');
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
      failing.closeAllConnections();
      // the live build of the site's own server again, for whatever runs next
      await release('rollback', 'mfe-account', '--env', 'local');
    }
  });
});
