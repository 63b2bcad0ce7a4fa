import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { staffApiToken } from '../src/harness/admin.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { screenshots, WAIT_MS } from '../src/harness/browser.js';
import { openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { currentConsentVersion } from '../src/harness/session.js';

const PROVIDER = { email: 'anbieter@example.com', password: 'Marktplatz2026!' };
/** Unique per run: the API's database keeps what earlier runs made. */
const RUN = Date.now().toString(36).toUpperCase();

interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
}

async function apiCall<T>(method: string, pathAndQuery: string, token?: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${API_ORIGIN}/${pathAndQuery}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as Envelope<T>;
  assert.ok(response.ok, `${method} ${pathAndQuery}: ${response.status} ${json.message ?? ''}`);
  return json;
}

async function outbox(recipient: string): Promise<{ subject: string | null; body: string }[]> {
  return (await apiCall<{ subject: string | null; body: string }[]>('GET', `dev/outbox?recipient=${encodeURIComponent(recipient)}`)).data;
}

/** The visitor chose „Nur notwendige“ earlier: the cookie banner does not cover the page. */
async function cookiesDecided(context: BrowserContext): Promise<void> {
  const version = await currentConsentVersion();
  await context.addInitScript(
    ({ origin, version }) => {
      if (window.location.origin !== origin) return;
      if (!window.localStorage.getItem('cookie_consent')) {
        window.localStorage.setItem(
          'cookie_consent',
          JSON.stringify({ version, decidedAt: new Date().toISOString(), categories: ['necessary'] }),
        );
      }
    },
    { origin: SHELL_ORIGIN, version },
  );
}

describe('German legal kit in the browser', () => {
  const suite = composedSiteSuite();

  test('a lowered price shows the 30-day lowest price; a report is received, decided by a staff member through the back office API and explained to the provider; the imprint shows the operator data', () =>
    inSession(suite.browser, async ({ page, context }) => {
      // The provider raises a price and lowers it again, typing a higher reference price than § 11 PAngV allows.
      const login = await apiCall<{ token: string }>('POST', 'login', undefined, PROVIDER);
      const token = login.data.token;
      const created = await apiCall<{ id: number; slug: string }>('POST', 'v2/createProduct', token, {
        name: `Wanderjacke Fjell ${RUN}`,
        sku: `LEGAL-${RUN}`,
        price: '100,00',
        stock: '5',
        status: 'active',
        details: 'Wasserdichte Wanderjacke mit verschweißten Nähten.',
      });
      await apiCall('POST', 'updateProduct', token, { id: created.data.id, price: '150,00' });
      const lowered = await apiCall<{ previous_price_cents: number | null }>('POST', 'updateProduct', token, {
        id: created.data.id,
        price: '80,00',
        previous_price: '150,00',
      });
      assert.equal(lowered.data.previous_price_cents, 10000);
      assert.match(lowered.message ?? '', /ersetzt durch 100,00 €/);

      await cookiesDecided(context);
      await openSite(page, `${SHELL_ORIGIN}/product/${created.data.slug}`);
      await waitForAreaRendered(page, 'mfe_shop');
      const struck = page.getByTestId('product-reference-struck');
      await struck.waitFor({ timeout: WAIT_MS });
      assert.match((await struck.textContent()) ?? '', /statt\s*100,00\s€/);
      assert.match(
        (await page.getByTestId('product-reference-lowest').textContent()) ?? '',
        /Niedrigster Preis der letzten 30 Tage: 100,00\s€/,
      );
      assert.match((await page.getByTestId('product-price').textContent()) ?? '', /80,00\s€/);
      await screenshots(page, 'legal-product-reduced');

      // A visitor reports the product.
      const reporterEmail = `melder-${RUN.toLowerCase()}@example.com`;
      await page.getByTestId('report-content-product').click();
      const form = page.getByTestId('report-content-form');
      await form.waitFor({ timeout: WAIT_MS });
      await form
        .getByRole('option', { name: 'Gefährliches, verbotenes oder nicht verkehrsfähiges Produkt' })
        .waitFor({ state: 'attached', timeout: WAIT_MS });
      await form.getByLabel(/Grund der Meldung/).selectOption('unsafe_product');
      await form.getByLabel(/Begründung/).fill('Die Jacke ist mit einem verbotenen PFAS-Imprägniermittel behandelt.');
      await form.getByLabel(/Ihr Name/).fill('Petra Prüfer');
      await form.getByLabel(/Ihre E-Mail-Adresse/).fill(reporterEmail);
      await form.getByLabel(/in gutem Glauben/).check();
      await screenshots(page, 'legal-report-form');
      await page.getByTestId('report-content-send').click();
      const done = page.getByTestId('report-content-done');
      await done.waitFor({ timeout: WAIT_MS });
      const caseNumber = /M-\d{4}-(\d{6})/.exec((await done.textContent()) ?? '');
      assert.ok(caseNumber, 'Aktenzeichen in der Bestätigung');
      await screenshots(page, 'legal-report-received');
      const receipts = await outbox(reporterEmail);
      assert.ok(
        receipts.some((mail) => mail.subject === `Eingangsbestätigung Ihrer Meldung ${caseNumber[0]}`),
        'Eingangsbestätigung im Postausgang',
      );

      // A staff member decides through the back office API (personal API token); the provider receives the statement of reasons.
      const reportId = Number(caseNumber[1]);
      const staff = staffApiToken();
      const shown = await apiCall<{ status: string; status_label: string }>('GET', `admin/notices/${reportId}`, staff);
      assert.equal(shown.data.status_label, 'Eingegangen');
      const decided = await apiCall<{ status_label: string; decision: { decided_by: { name: string } } | null }>(
        'POST',
        `admin/notices/${reportId}/decision`,
        staff,
        {
          outcome: 'action_taken',
          action: 'content_removed',
          ground: 'illegal',
          ground_detail: 'product_safety',
          reason: 'Das Imprägniermittel ist nach der PFAS-Beschränkung der REACH-Verordnung verboten.',
        },
      );
      assert.equal(decided.data.status_label, 'Maßnahme ergriffen');
      assert.ok(decided.data.decision?.decided_by.name, 'Entscheidung trägt die Person aus dem Backoffice');
      const statements = (await outbox(PROVIDER.email)).filter((mail) => mail.subject?.startsWith('Begründung unserer Entscheidung'));
      assert.ok(
        statements.some((mail) => mail.body.includes('PFAS') && mail.body.includes('Art. 17')),
        'Begründung an den Anbieter im Postausgang',
      );

      // The imprint shows the configured operator data; the footer carries the § 36 VSBG statement.
      const operatorName = process.env.OPERATOR_NAME ?? 'Marktplatz Demo GmbH';
      await openSite(page, `${SHELL_ORIGIN}/page/impressum`);
      const main = page.locator('main');
      await main.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor({ timeout: WAIT_MS });
      const imprint = (await main.textContent()) ?? '';
      assert.ok(imprint.includes(operatorName), `Impressum nennt ${operatorName}`);
      assert.ok(!/\[[^\]]*\]|\{\{/.test(imprint), 'keine Platzhalter im Impressum');
      assert.ok(!imprint.includes('ec.europa.eu/consumers/odr'), 'kein Link zur OS-Plattform');
      const dispute = page.getByTestId('dispute-statement');
      await dispute.waitFor({ timeout: WAIT_MS });
      assert.match((await dispute.textContent()) ?? '', /Verbraucherschlichtungsstelle/);
      // Visitors never read how the operator configures the site: demo data are marked „Demo-Betreiber“ only.
      const noHint = async (where: string) => {
        const text = (await page.locator('body').textContent()) ?? '';
        assert.ok(!/OPERATOR_|Konfiguration ein|\.env\b/.test(text), `kein Konfigurationshinweis: ${where}`);
        if (!process.env.OPERATOR_NAME) assert.ok(text.includes('Demo-Betreiber'), `Demo-Betreiber markiert: ${where}`);
      };
      await noHint('Impressum und Fußzeile');
      await screenshots(page, 'legal-imprint');
      await openSite(page, `${SHELL_ORIGIN}/page/barrierefreiheit`);
      await main.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT_MS });
      assert.match((await main.textContent()) ?? '', /WCAG 2\.1/);
      await noHint('Erklärung zur Barrierefreiheit');
      await screenshots(page, 'legal-accessibility-statement');
    }));
});
