/**
 * Hydration of the server-rendered pages (scripts/ssr/README.md "Hydration"): the production server
 * (`scripts/serve-static.mjs` with the server render on, as by default) on the alternate origin, the
 * areas' server remotes beside their browser builds (`<area>/dist/server`) and the shell's own (`shell/dist/server`).
 * The browser takes over the server's markup — the same DOM nodes, no request for the page's data, no hydration
 * message in the console, no layout shift for a returning visitor at 390 px — on every page the server renders for
 * the browser to hydrate (`HYDRATED_PAGES`). On the product page, a client navigation away unmounts it; coming back
 * renders the page in the browser with the same class names.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { API_ORIGIN, ENV_JSON } from '../src/harness/api.js';
import { ALTERNATE_PORT, HOST, REPO_DIR, distDir } from '../src/harness/areas.js';
import { WAIT_MS, type PageProblem } from '../src/harness/browser.js';
import { currentConsentVersion } from '../src/harness/session.js';
import { defaultComposition } from '../src/harness/site.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PRODUCTION = `http://${HOST}:${ALTERNATE_PORT}`;
const PRODUCT = 'kastanienhonig-herb';
const PRODUCT_NAME = 'Kastanienhonig herb';
const PROVIDER = 'baeder-krause-gmbh';
const RESTAURANT = 'pizzeria-da-marco';
/** The second seeded listing (api/src/db/seed/properties.ts). */
const PROPERTY = '2-zimmer-haus-in-hamburg-2';
const PROPERTY_TITLE = '2-Zimmer-Haus in Hamburg';
/** A seeded living world with one provider's service (api/src/db/seed/leads.ts): its wizard in the guest's view. */
const CATEGORY = 'badsanierung';
/** The seeded Bäder Krause's service in it (api/src/db/seed/leads.ts). */
const CATEGORY_ROUTE = 'badsanierung-aus-einer-hand';
/** The provider page's largest layout shift score allowed (issue 42: CLS ≤ 0.02), a returning visitor at 390 px. */
const MAX_CLS = 0.02;
/** React's words for a hydration that failed or differed (development and production builds). */
const HYDRATION_MESSAGE = /hydrat|did not match|Minified React error #(418|419|423|425)/i;

/** The page's console errors and uncaught errors (failed responses of other parts are other suites' concern). */
const errorsOf = (problems: readonly PageProblem[]) =>
  problems.filter((problem) => problem.kind === 'console' || problem.kind === 'pageerror').map((problem) => problem.text);

interface ServeStaticModule {
  serveStatic: (options: Record<string, unknown>) => Promise<{ close: () => Promise<void> }>;
}

/** The class names of the page's heading, price notice and buttons inside `root` (a selector). */
const classesIn = (root: string) =>
  `[...document.querySelectorAll('${root} h1, ${root} [data-testid="product-vat-notice"], ${root} button')].slice(0, 6).map((el) => el.className)`;

/** A server-rendered page the browser hydrates, as a returning visitor (cookie choice stored) sees it at 390 px. */
interface HydratedPage {
  /** The page, in the test's name. */
  name: string;
  /** The page in German, for the messages. */
  label: string;
  path: string;
  /** The server render's area (`data-ssr`): an area's remote name, or `shell` for the shell's own pages. */
  area: string;
  /** The page's own data requests: none of them is made again once the server's markup is hydrated. */
  dataRequests?: RegExp;
  /** Elements inside the server's element that stay the same nodes (the heading first; the largest picture). */
  kept: string[];
  /** The heading's text. */
  heading?: string;
  /** What the hydrated page shows (selectors inside its element), e.g. the dishes or the wizard's sign-in link. */
  shows?: string[];
  /** No loading state (`aria-busy="true"`) left inside the element. */
  complete?: boolean;
}

const HYDRATED_PAGES: HydratedPage[] = [
  {
    name: 'the provider page',
    label: 'Anbieterseite',
    path: `/provider-detail/${PROVIDER}`,
    area: 'mfe_stores',
    dataRequests: /providerPageData|providerStoreLocations/,
    kept: ['h1'],
    complete: true,
  },
  {
    name: 'the food menu',
    label: 'Speisekarte',
    path: `/food/menu/${RESTAURANT}`,
    area: 'mfe_food',
    dataRequests: /foodProviderBySlugNew/,
    kept: ['h1'],
    shows: ['[data-testid="dish"]'],
  },
  {
    name: 'the property page',
    label: 'Immobilienseite',
    path: `/property-detail/${PROPERTY}`,
    area: 'mfe_leads',
    dataRequests: /propertyBySlug/,
    // The gallery's first picture: the page's largest element (LCP) stays the server's.
    kept: ['h1', 'img'],
    heading: PROPERTY_TITLE,
    complete: true,
  },
  {
    name: "a provider's service page in a lead category",
    label: 'Themenwelt',
    // One provider's service in the category: its wizard shows whatever other journeys add to the category (with a
    // second route the category page asks which one first).
    path: `/world-category/lead/${CATEGORY}/${CATEGORY_ROUTE}`,
    area: 'mfe_leads',
    dataRequests: new RegExp(`world/categorys/${CATEGORY}`),
    kept: ['h1'],
    heading: 'Badsanierung',
    // The wizard in the guest's view: the sign-in link back to this page.
    shows: ['a[href^="/login?redirect="]'],
  },
  {
    name: 'the news list',
    label: 'News-Liste',
    path: '/news',
    area: 'shell',
    dataRequests: /portal\/posts|\/regions|portal\/categorys/,
    // The first teaser's picture: the page's largest element.
    kept: ['h1', 'img'],
    heading: 'News und Ratgeber',
    complete: true,
  },
  {
    name: 'a news article',
    label: 'News-Beitrag',
    // A seeded article (api/src/modules/content/editorial-seed-data.ts).
    path: '/news/badsanierung-planen',
    area: 'shell',
    dataRequests: /portal\/post\//,
    // The article's picture: the page's largest element.
    kept: ['h1', 'img'],
    heading: 'Badsanierung richtig planen: Kosten, Ablauf, Fachbetriebe',
    complete: true,
  },
  {
    name: 'the landing page',
    label: 'Startseite',
    path: '/',
    area: 'shell',
    dataRequests: /homepageData|startPageLayout/,
    // The hero's heading and picture (api/src/db/seed/editorial.ts: the first home banner).
    kept: ['h1', 'img'],
    heading: 'Ihr Marktplatz für die Region',
  },
  {
    name: '„Anbieter werden“',
    label: 'Anbieter werden',
    path: '/become-a-provider',
    area: 'shell',
    dataRequests: /becomeProviderPage/,
    kept: ['h1', 'section'],
    heading: 'Werden Sie Anbieter auf dem Marktplatz',
  },
  {
    name: 'the product list',
    label: 'Produktliste',
    path: '/product-list',
    area: 'mfe_shop',
    dataRequests: /\/api\/search\?|getCategories/,
    kept: ['h1', '[data-testid="product-card"]'],
  },
  {
    name: 'the product search',
    label: 'Produktsuche',
    path: '/product-search?keyword=Kastanienhonig',
    area: 'mfe_shop',
    dataRequests: /\/api\/search\?|getCategories/,
    kept: ['h1', '[data-testid="product-card"]'],
  },
  {
    name: 'the provider search',
    label: 'Anbietersuche',
    path: '/provider-search',
    area: 'mfe_stores',
    dataRequests: /\/provider_search\?/,
    kept: ['h1', '[data-testid="provider-card"]'],
  },
  {
    name: 'the property search',
    label: 'Immobiliensuche',
    path: '/properties',
    area: 'mfe_leads',
    dataRequests: /api\/finder/,
    kept: ['h1', 'ul[aria-label="Suchergebnisse"] > li', 'form'],
  },
  {
    name: 'the living worlds',
    label: 'Bauen & Wohnen',
    path: '/bauen-wohnen',
    area: 'mfe_leads',
    dataRequests: /v2\/world\/categorys\/bauen-wohnen/,
    kept: ['h1', 'ul > li'],
  },
  {
    name: 'the food search',
    label: 'Essenssuche',
    path: '/food-provider-search',
    area: 'mfe_food',
    dataRequests: /\/provider_search\?.*food=1/,
    kept: ['h1', 'form'],
  },
  {
    name: 'the login',
    label: 'Anmeldung',
    path: '/login',
    area: 'mfe_account',
    kept: ['h1', 'form[aria-label="Anmelden"]', '[data-testid="page-banner"] p'],
    shows: ['[data-testid="page-banner"]'],
  },
  {
    name: 'the registration',
    label: 'Registrierung',
    path: '/register',
    area: 'mfe_account',
    kept: ['form[aria-label="Als Kunde"]', '[data-testid="page-banner"] p'],
    shows: ['[data-testid="page-banner"]'],
  },
  {
    name: 'the contact form',
    label: 'Kontaktformular',
    path: '/chat/contact',
    area: 'mfe_chat',
    dataRequests: /getContactCategories/,
    kept: ['h1', 'form[data-testid="contact-form"]'],
  },
];

/** The same checks for every hydrated page (below): nodes kept, no second request, no hydration message, no shift. */
async function checkHydratedPage(
  { context, page, problems, requests }: Parameters<Parameters<typeof inSession>[1]>[0],
  spec: HydratedPage,
): Promise<void> {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  const address = `${PRODUCTION}${spec.path}`;
  // The first request after start may go out client-rendered while the area's server build loads.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const html = await (await fetch(address)).text();
    if (html.includes('data-hydrate')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // A returning visitor (cookie choice stored): every layout shift counted, the largest paint noted, and the
  // server's element with the nodes to keep noted before the app starts (it starts after the first paint). No named
  // helper functions in the script: the test's compiler would wrap them in a helper the page does not have.
  await context.addInitScript(
    ({ version, area, kept }: { version: number; area: string; kept: string[] }) => {
      window.localStorage.setItem(
        'cookie_consent',
        JSON.stringify({ version, decidedAt: new Date().toISOString(), categories: ['necessary'] }),
      );
      const layout = { shift: 0, sources: [] as string[], largest: '', largestAt: 0 };
      Object.assign(window, { __layout: layout });
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          layout.shift += entry.value;
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : null;
            if (element) layout.sources.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          const element = entry.element;
          layout.largest = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` : '';
          layout.largestAt = entry.startTime;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const node = document.querySelector(`[data-ssr="${area}"]`);
        Object.assign(window, { __ssrNode: node, __ssrKept: kept.map((selector) => node?.querySelector(selector) ?? null) });
      });
    },
    { version: await currentConsentVersion(), area: spec.area, kept: spec.kept },
  );
  await page.setViewportSize({ width: 390, height: 844 });
  let before = 0;
  for (let attempt = 1; ; attempt += 1) {
    before = requests.length;
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    if (await page.evaluate(() => Boolean((window as unknown as { __ssrNode: Element | null }).__ssrNode))) break;
    if (attempt >= 5) {
      // Why not: the area's render outcomes (over budget on a loaded machine, not rendered …).
      const metrics = await (await fetch(`${PRODUCTION}/metrics`)).text();
      const outcomes = metrics.split('\n').filter((line) => line.includes(`area="${spec.area}"`));
      assert.fail(`${spec.label}: fünfmal ohne Server-Render ausgeliefert: ${outcomes.join(', ') || 'keine Zählung'}`);
    }
  }
  await page.locator(`[data-ssr="${spec.area}"][data-hydrated]`).waitFor({ state: 'attached', timeout: WAIT_MS });
  // What the hydrated page shows may follow its own requests (the wizard's sign-in link after the session check).
  for (const selector of spec.shows ?? []) {
    await page
      .locator(`[data-ssr="${spec.area}"] ${selector}`)
      .first()
      .waitFor({ state: 'attached', timeout: WAIT_MS })
      .catch(() => undefined);
  }
  // What loads after the page (its later parts, the frame's requests) has arrived.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const facts = await page.evaluate(
    ({ area, kept, shows }: { area: string; kept: string[]; shows: string[] }) => {
      const state = window as unknown as { __ssrNode: Element | null; __ssrKept: (Element | null)[] };
      const node = document.querySelector(`[data-ssr="${area}"]`);
      return {
        sameNode: state.__ssrNode === node && node?.isConnected === true,
        slot: node?.parentElement?.getAttribute('data-area') ?? '',
        kept: kept.filter((selector, index) => state.__ssrKept[index] === null || state.__ssrKept[index] !== node?.querySelector(selector)),
        heading: node?.querySelector('h1')?.textContent ?? '',
        missing: shows.filter((selector) => node?.querySelector(selector) === null),
        busy: node?.querySelectorAll('[aria-busy="true"]').length ?? -1,
      };
    },
    { area: spec.area, kept: spec.kept, shows: spec.shows ?? [] },
  );
  assert.ok(facts.sameNode, `${spec.label}: das Element des Servers ist nicht mehr dasselbe`);
  assert.equal(facts.slot, spec.area);
  assert.deepEqual(facts.kept, [], `${spec.label}: diese Knoten des Servers wurden ersetzt`);
  if (spec.heading) assert.equal(facts.heading, spec.heading);
  assert.deepEqual(facts.missing, [], `${spec.label}: nach der Hydrierung fehlt etwas`);
  if (spec.complete) assert.equal(facts.busy, 0, `${spec.label}: noch ein Ladezustand auf der Seite`);
  if (spec.dataRequests) {
    const pattern = spec.dataRequests;
    assert.deepEqual(
      requests
        .slice(before)
        .filter((request) => pattern.test(request.url))
        .map((request) => request.url),
      [],
      `${spec.label}: keine zweite Anfrage nach den Daten der Seite`,
    );
  }
  assert.deepEqual(
    messages.filter((line) => HYDRATION_MESSAGE.test(line)),
    [],
    `${spec.label}: keine Meldung zur Hydrierung`,
  );
  assert.deepEqual(errorsOf(problems), [], `${spec.label}: keine Fehler auf der Seite`);
  const layout = await page.evaluate(
    () => (window as unknown as { __layout: { shift: number; sources: string[]; largest: string; largestAt: number } }).__layout,
  );
  console.log(
    `${spec.label} (390 px, wiederkehrend, hydriert): Layoutverschiebung ${layout.shift.toFixed(4)}` +
      `${layout.sources.length > 0 ? ` (${[...new Set(layout.sources)].join(', ')})` : ''}, ` +
      `größtes Element ${layout.largest || '–'} nach ${Math.round(layout.largestAt)} ms`,
  );
  assert.ok(layout.shift <= MAX_CLS, `Layoutverschiebung ${spec.label} ${layout.shift.toFixed(3)} (höchstens ${MAX_CLS})`);
}

describe('hydration of the server-rendered pages', { skip: !API_AVAILABLE && 'ohne API' }, () => {
  const suite = composedSiteSuite();
  let production: { close: () => Promise<void> } | undefined;
  let root: string | undefined;

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'marktplatz-hydration-'));
    const shellDist = distDir('shell');
    for (const name of readdirSync(shellDist)) {
      if (name !== 'remotes.json' && name !== 'env.json') symlinkSync(path.join(shellDist, name), path.join(root, name));
    }
    writeFileSync(path.join(root, 'remotes.json'), JSON.stringify(defaultComposition()));
    writeFileSync(path.join(root, 'env.json'), JSON.stringify(ENV_JSON));
    const module = (await import(pathToFileURL(path.join(REPO_DIR, 'scripts', 'serve-static.mjs')).href)) as ServeStaticModule;
    production = await module.serveStatic({ root, port: ALTERNATE_PORT, spa: true, seoApiBase: API_ORIGIN, seoTimeoutMs: 3000, ssr: true });
    // The first request after start may be answered client-rendered while the server remote loads.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const html = await (await fetch(`${PRODUCTION}/product/${PRODUCT}`)).text();
      if (html.includes('data-hydrate')) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.fail('Der Server schreibt die Produktseite nicht zum Hydrieren (data-hydrate fehlt)');
  });
  after(async () => {
    await production?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('the browser hydrates the server markup: same node, no second request, no hydration message; leaving unmounts it', () =>
    inSession(suite.browser, async ({ context, page, problems, requests }) => {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      // The server's element and heading, noted before the app starts (it starts after the first paint).
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const node = document.querySelector('[data-ssr="mfe_shop"]');
          Object.assign(window, { __ssrNode: node, __ssrHeading: node?.querySelector('h1') ?? null });
        });
      });
      // A render over its budget (a loaded machine) sends the page client-rendered, as it should: then once more.
      let before = 0;
      for (let attempt = 1; ; attempt += 1) {
        before = requests.length;
        await page.goto(`${PRODUCTION}/product/${PRODUCT}`, { waitUntil: 'domcontentloaded' });
        if (await page.evaluate(() => Boolean((window as unknown as { __ssrNode: Element | null }).__ssrNode))) break;
        assert.ok(attempt < 5, 'fünfmal ohne Server-Render ausgeliefert');
      }
      await page.locator('[data-ssr="mfe_shop"][data-hydrated]').waitFor({ state: 'attached', timeout: WAIT_MS });
      const facts = await page.evaluate(() => {
        const state = window as unknown as { __ssrNode: Element | null; __ssrHeading: Element | null };
        const node = document.querySelector('[data-ssr="mfe_shop"]');
        return {
          noted: state.__ssrNode !== null,
          sameNode: state.__ssrNode === node && node?.isConnected === true,
          sameHeading: state.__ssrHeading === node?.querySelector('h1'),
          heading: node?.querySelector('h1')?.textContent ?? '',
          slot: node?.parentElement?.getAttribute('data-area') ?? '',
        };
      });
      assert.deepEqual(facts, { noted: true, sameNode: true, sameHeading: true, heading: PRODUCT_NAME, slot: 'mfe_shop' });
      const serverClasses = (await page.evaluate(classesIn('[data-ssr="mfe_shop"]'))) as string[];
      await page.waitForTimeout(1000);
      assert.deepEqual(
        requests
          .slice(before)
          .filter((request) => request.url.includes('productBySlug'))
          .map((request) => request.url),
        [],
        'keine zweite Anfrage nach dem Produkt',
      );
      assert.deepEqual(
        messages.filter((line) => HYDRATION_MESSAGE.test(line)),
        [],
        'keine Meldung zur Hydrierung',
      );
      assert.deepEqual(errorsOf(problems), [], 'keine Fehler auf der Seite');

      // A client navigation away (the frame's link) unmounts the island; back, the area renders the page itself.
      await page.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('header a[href="/product-list"], header a[href^="/"]:not([href="/"])');
        link?.click();
      });
      await page.waitForFunction(() => !document.querySelector('[data-ssr="mfe_shop"]'), null, { timeout: WAIT_MS });
      assert.equal(await page.evaluate(() => (window as unknown as { __ssrNode: Element }).__ssrNode.isConnected), false);
      await page.goBack();
      await page.locator('[data-area="mfe_shop"] h1', { hasText: PRODUCT_NAME }).waitFor({ timeout: WAIT_MS });
      const clientClasses = (await page.evaluate(classesIn('[data-area="mfe_shop"]'))) as string[];
      assert.deepEqual(clientClasses, serverClasses, 'dieselben Klassennamen im Browser wie im Server-HTML');
      assert.deepEqual(
        messages.filter((line) => HYDRATION_MESSAGE.test(line)),
        [],
      );
      assert.deepEqual(errorsOf(problems), [], 'keine Fehler nach dem Verlassen und Zurückkehren');
    }));

  // Every other hydrated page: the same checks, one test a page (HYDRATED_PAGES above).
  for (const spec of HYDRATED_PAGES) {
    test(`${spec.name} hydrates: the server's nodes kept, no second request for its data, no hydration message, nothing moves`, () =>
      inSession(suite.browser, (session) => checkHydratedPage(session, spec)));
  }
});
