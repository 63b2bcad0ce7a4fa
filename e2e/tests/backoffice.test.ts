import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsStaff, staffAccounts, STAFF_MEMBERS, verifyProviderAsStaff } from '../src/harness/admin.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { describeProblems, screenshots, WAIT_MS, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { submittedProvider } from '../src/harness/providers.js';
import { api, assertNoSidewaysScroll, latestMessage, shoot as shootAt, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/*
 * Issue #38, "Done when", in the browser against the real API: trust & safety verifies a submitted provider (who can
 * then publish) and suspends it (its product leaves the search, its page is gone, it receives the statement of
 * reasons); the provider complains from its account and a second colleague — not the one who suspended — decides;
 * the audit log names each step with the
 * right person and its chain verifies clean. (The first admin creating a colleague who enrols 2FA: admin.test.ts; support
 * exporting and erasing a customer whose invoice stays pseudonymised: admin-customers.test.ts.)
 */

const SHOTS_DIR = process.env.BACKOFFICE_SHOTS_DIR ?? '/tmp/shots/backoffice';
const STAFF_READY = staffAccounts() !== undefined;
const PASSWORD = 'Marktplatz2026!';
/** Unique per run: the API's database keeps what earlier runs made. */
const RUN = Date.now().toString(36).toLowerCase();
const COMPANY = `Leinenwerk ${RUN} GmbH`;
const PRODUCT = `Leinentasche Nordsee ${RUN}`;
const PROVIDER_EMAIL = `leinenwerk-${RUN}@example.com`;
const STATEMENT = 'Die angebotenen Taschen tragen ohne Lizenz das geschützte Logo eines Dritten; das verletzt dessen Markenrechte.';
const COMPLAINT = 'Das Logo ist unser eigenes, eingetragen beim DPMA; die Urkunde liegt vor und wird gern nachgereicht.';
const REVERSAL = 'Die Markeneintragung des Anbieters ist belegt; die Sperre war unbegründet und wird aufgehoben.';

async function shoot(page: Page, name: string): Promise<void> {
  await shootAt(page, SHOTS_DIR, name, { scrollTop: true, afterEach: (current, width) => assertNoSidewaysScroll(current, name, width) });
  await screenshots(page, `backoffice-${name}`);
}

function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  return problems.filter((problem) => !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')));
}

async function searchFinds(name: string): Promise<boolean> {
  const response = await fetch(`${API_ORIGIN}/api/search?keyword=${encodeURIComponent(name)}`);
  const body = (await response.json()) as { data: { data: { name: string }[] } };
  return body.data.data.some((card) => card.name === name);
}

async function providerPageStatus(slug: string): Promise<number> {
  return (await fetch(`${API_ORIGIN}/api/providerPageData?slug=${encodeURIComponent(slug)}`)).status;
}

/** Opens a provider's page in the back office through the list's search. */
async function openProviderInBackOffice(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Anbieter' }).click();
  const filters = page.getByRole('search', { name: 'Anbieter filtern' });
  await filters.locator('#providers-search').fill(name);
  await filters.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('link', { name }).first().click();
  await page.getByRole('heading', { name: `Anbieter: ${name}` }).waitFor({ timeout: WAIT_MS });
}

describe(
  'back office: trust & safety, support and the audit log (Chromium, real API)',
  { skip: !STAFF_READY && 'ohne Mitarbeiterkonten dieses Laufs' },
  () => {
    const suite = composedSiteSuite();
    const provider = { token: '', id: 0, slug: '', productId: 0 };

    test('a submitted provider can publish only once trust & safety has verified it', async () => {
      const submitted = await submittedProvider(PROVIDER_EMAIL, COMPANY, PASSWORD);
      assert.equal(submitted.status, 'submitted', 'die Angaben warten auf die Prüfung');
      Object.assign(provider, { token: submitted.token, id: submitted.id });
      const refused = await fetch(`${API_ORIGIN}/v2/createProduct`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${provider.token}` },
        body: JSON.stringify({
          name: PRODUCT,
          sku: `LW-${RUN}`,
          price: '24,90',
          stock: '8',
          status: 'active',
          details: 'Tasche aus Leinen.',
        }),
      });
      assert.equal(refused.status, 422, 'vor der Verifizierung darf der Anbieter nichts veröffentlichen');

      // Trust & safety verifies (in the browser: onboarding.test.ts; here through the back office API).
      assert.equal(await verifyProviderAsStaff(API_ORIGIN, provider.id), 'verified');
      await latestMessage(PROVIDER_EMAIL, 'email', (entry) => /verifiziert/i.test(`${entry.subject ?? ''} ${entry.body}`));

      // Now the provider publishes; the search finds the product and its page is there.
      const product = await api<{ id: number; slug: string }>(provider.token, 'POST', 'v2/createProduct', {
        name: PRODUCT,
        sku: `LW-${RUN}`,
        price: '24,90',
        stock: '8',
        status: 'active',
        details: 'Tasche aus Leinen mit Nordsee-Motiv.',
      });
      provider.productId = product.id;
      const slug = (await (await fetch(`${API_ORIGIN}/api/providerSlug?slug=anbieter-${provider.id}`)).json()) as {
        data: { slug: string };
      };
      provider.slug = slug.data.slug;
      assert.ok(await searchFinds(PRODUCT), 'nach der Verifizierung findet die Suche das Produkt');
      assert.equal(await providerPageStatus(provider.slug), 200, 'die Anbieterseite ist da');
    });

    test('a suspension with a statement of reasons takes the product out of the search and the provider page away', async () => {
      assert.ok(provider.productId, 'der verifizierte Anbieter aus dem vorigen Schritt');
      // Tanja suspends the provider with a ground from the list and the statement of reasons.
      await inSession(suite.browser, async ({ page, problems }) => {
        await signInAsStaff(page, 'trust1');
        await openProviderInBackOffice(page, COMPANY);
        const panel = page.getByRole('region', { name: 'Sperre (Art. 17 DSA)' });
        await panel.getByRole('button', { name: 'Anbieter sperren' }).click();
        await page.locator('#provider-suspend-ground').selectOption({ index: 1 });
        await page.locator('#provider-suspend-detail').selectOption({ index: 1 });
        await page.locator('#provider-suspension-reason').fill(STATEMENT);
        await shoot(page, '03-suspend-form');
        await panel.getByRole('button', { name: 'Anbieter sperren' }).click();
        await page
          .getByRole('alertdialog', { name: `${COMPANY} sperren?` })
          .getByRole('button', { name: 'Sperren' })
          .click();
        await page.getByTestId('provider-suspension').filter({ hasText: 'Gesperrt seit' }).waitFor({ timeout: WAIT_MS });
        await shoot(page, '04-provider-suspended');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });
      assert.equal(await searchFinds(PRODUCT), false, 'gesperrt: die Suche findet das Produkt nicht mehr');
      assert.equal(await providerPageStatus(provider.slug), 404, 'gesperrt: die Anbieterseite ist weg');
      const statement = await latestMessage(PROVIDER_EMAIL, 'email', (entry) => entry.body.includes(STATEMENT));
      assert.match(statement.body, /Art\. 20|Beschwerde/, 'die Begründung nennt die Beschwerde');
      assert.match(statement.body, /\/account\/beschwerde\?token=/, 'die Begründung enthält den Link zur Beschwerde');
    });

    test('the provider complains from its account; not the first decider but a second colleague reverses the suspension', async () => {
      assert.ok(provider.slug, 'der gesperrte Anbieter aus dem vorigen Schritt');
      // The provider complains from its account.
      await inSession(suite.browser, async ({ context, page, problems }) => {
        await signIn(context, PROVIDER_EMAIL, PASSWORD);
        await openSite(page, `${SHELL_ORIGIN}/account/beschwerden`);
        await waitForAreaRendered(page, 'mfe_account');
        await answerCookieBanner(page);
        await page.getByRole('heading', { name: 'Entscheidungen und Beschwerden' }).waitFor();
        await page.getByRole('button', { name: 'Beschwerde einlegen' }).first().click();
        await page.getByLabel('Warum halten Sie die Entscheidung für falsch?').fill(COMPLAINT);
        await page.getByRole('button', { name: 'Beschwerde absenden' }).click();
        const confirm = page
          .getByRole('dialog', { name: 'Beschwerde absenden?' })
          .or(page.getByRole('alertdialog', { name: 'Beschwerde absenden?' }));
        await confirm.getByRole('button', { name: 'Beschwerde absenden' }).click();
        await page.getByText('Ihre Beschwerde ist eingegangen.').first().waitFor({ timeout: WAIT_MS });
        await shoot(page, '05-complaint-filed');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });

      // Tanja decided first: she may not decide the complaint. Till (the second colleague) reverses the suspension.
      await inSession(suite.browser, async ({ page, problems }) => {
        await signInAsStaff(page, 'trust1');
        await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Beschwerden' }).click();
        await page.getByRole('row').filter({ hasText: STAFF_MEMBERS.trust1.name }).first().getByRole('link').first().click();
        await page.getByRole('note').filter({ hasText: 'Sie haben die ursprüngliche Entscheidung getroffen.' }).waitFor();
        await shoot(page, '06-complaint-own-decision');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });
      await inSession(suite.browser, async ({ page, problems }) => {
        await signInAsStaff(page, 'trust2');
        await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Beschwerden' }).click();
        await page.getByRole('row').filter({ hasText: STAFF_MEMBERS.trust1.name }).first().getByRole('link').first().click();
        await page.getByText(COMPLAINT).waitFor();
        await page.getByLabel(/Stattgeben/).check();
        await page.locator('#complaint-reason').fill(REVERSAL);
        await page.getByRole('button', { name: 'Entscheidung prüfen' }).click();
        await page.getByRole('button', { name: 'Verbindlich entscheiden' }).click();
        await page.getByText('Die Entscheidung über die Beschwerde ist gespeichert und verschickt.').first().waitFor({ timeout: WAIT_MS });
        await shoot(page, '07-complaint-reversed');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });
      assert.ok(await searchFinds(PRODUCT), 'der Beschwerde stattgegeben: das Produkt ist wieder zu finden');
      assert.equal(await providerPageStatus(provider.slug), 200, 'und die Anbieterseite ist wieder da');
      await latestMessage(PROVIDER_EMAIL, 'email', (entry) => entry.body.includes(REVERSAL));
    });

    test('the audit log shows each step with the right person, and its chain verifies clean', async () => {
      await inSession(suite.browser, async ({ page, problems }) => {
        await signInAsStaff(page, 'admin');
        await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Audit-Protokoll' }).click();
        const table = page.getByRole('table', { name: /Einträge des Audit-Protokolls/ });
        const steps: Array<[keyof typeof STAFF_MEMBERS, RegExp]> = [
          ['trust1', /provider|onboarding/],
          ['trust1', /suspend/],
          ['trust2', /moderation\.complaint_decided/],
        ];
        for (const [key, action] of steps) {
          await page.locator('#audit-person').selectOption({ label: `${STAFF_MEMBERS[key].name} (${STAFF_MEMBERS[key].email})` });
          await page.getByRole('button', { name: 'Filtern' }).click();
          await table.waitFor();
          await page.waitForLoadState('networkidle');
          const text = await table.innerText();
          assert.match(text, action, `${STAFF_MEMBERS[key].name}: ${action} steht im Audit-Protokoll`);
          assert.ok(!text.includes(STAFF_MEMBERS[key === 'trust1' ? 'trust2' : 'trust1'].email), 'nur Einträge der gewählten Person');
        }
        await page.getByRole('button', { name: 'Kette jetzt prüfen' }).click();
        const verdict = page.getByTestId('audit-chain-verdict');
        await verdict.waitFor({ timeout: WAIT_MS });
        assert.match(await verdict.innerText(), /Die Kette ist intakt/);
        await shoot(page, '10-audit-verified');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });
    });
  },
);
