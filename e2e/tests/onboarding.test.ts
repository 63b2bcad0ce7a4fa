import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsStaff } from '../src/harness/admin.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { seriousViolations } from '../src/harness/axe.js';
import { WAIT_MS, describeProblems, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, assertNoPageErrors, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import type { RemoteName } from '../src/harness/areas.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { assertNoSidewaysScroll, latestMessage, login, shoot as shootAt, signIn } from '../src/harness/session.js';

/** Screenshots of every screen at 1280 px and 375 px. */
const SHOTS_DIR = process.env.ONBOARDING_SHOTS_DIR ?? '/tmp/shots/onboarding';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Sicher-Anbieter-2026!';
const DEMO_PASSWORD = 'Marktplatz2026!';
const CUSTOMER = 'kunde@example.com';
const DEMO_PROVIDER = 'anbieter@example.com';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function shoot(page: Page, name: string): Promise<void> {
  return shootAt(page, SHOTS_DIR, name, { scrollTop: true, settleMs: 150 });
}

async function open(page: Page, pathAndQuery: string, area: RemoteName): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, area);
  await answerCookieBanner(page);
}

async function noSeriousViolations(page: Page, label: string): Promise<void> {
  const violations = await seriousViolations(page, label);
  assert.deepEqual(violations, [], violations.join('\n'));
}

/** Console errors and failed responses other than the refusals the journey provokes on purpose (422). */
function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  return problems.filter(
    (problem) =>
      !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')) && !/422/.test(`${problem.text} ${problem.url ?? ''}`),
  );
}

async function registerProvider(page: Page, email: string): Promise<void> {
  await open(page, '/register?type=provider', 'mfe_account');
  const form = page.getByRole('form', { name: 'Als Anbieter' });
  await form.getByLabel(/^Firmenname/).fill(`Klein Haustechnik ${RUN} GmbH`);
  await form.getByLabel(/^Straße/).fill('Hauptstraße');
  await form.getByLabel(/^Hausnummer/).fill('12');
  await form.getByLabel(/^Postleitzahl/).fill('10115');
  await form.getByLabel(/^Ort/).fill('Berlin');
  await form.getByLabel(/^Anrede/).selectOption({ label: 'Frau' });
  await form.getByLabel(/^Vorname/).fill('Mia');
  await form.getByLabel(/^Nachname/).fill('Klein');
  await form.getByLabel(/^Telefon/).fill('030 1234567');
  await form.getByLabel(/^E-Mail-Adresse/).fill(email);
  await form.getByLabel(/^Passwort\s*\*?$/).fill(PASSWORD);
  await form.getByLabel(/^Passwort wiederholen/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Konto anlegen' }).click();
  await page.locator('[data-testid="registration-result"][data-state="registered"]').waitFor({ timeout: WAIT_MS });
  const mail = await latestMessage(email, 'email', (entry) => entry.links.some((link) => link.includes('/register/confirm')));
  const link = mail.links.find((candidate) => candidate.includes('/register/confirm'));
  assert.ok(link, 'die Bestätigungs-E-Mail enthält den Link');
  const response = await fetch(link, { redirect: 'manual' });
  assert.match(response.headers.get('location') ?? '', /\/login\?confirmed=1$/, 'der Link bestätigt das Konto');
}

/** Fills the editor's required fields for an active product and saves. */
async function submitActiveProduct(page: Page, name: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Produkt anlegen' });
  await form.waitFor();
  if ((await form.getByLabel('Produktname').inputValue()) === '') {
    await form.getByLabel('Produktname').fill(name);
    await form.getByLabel(/^Artikelnummer\*?$/).fill(`KLEIN-${RUN}`);
    await form.getByLabel(/^Preis\*?$/).fill('89,90');
    await form.getByLabel('Bestand').fill('4');
    await form.getByLabel('Status').selectOption('active');
  }
  await form.getByRole('button', { name: 'Produkt anlegen' }).click();
}

async function nextStep(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await page.getByRole('heading', { level: 2, name: title }).waitFor({ timeout: WAIT_MS });
}

describe(
  'provider onboarding (Art. 30 DSA) and documents on the real API',
  { skip: !API_AVAILABLE && 'braucht die API mit Dev-Postausgang' },
  () => {
    const suite = composedSiteSuite();

    test('a new provider is refused publishing, completes and submits the onboarding, is verified by trust & safety, publishes and sees „Angaben zum Anbieter“', () =>
      inSession(suite.browser, async ({ page, context, problems }) => {
        const email = `e2e-onboarding-${RUN}@example.com`;
        const productName = `Heizkörperthermostat ${RUN}`;
        await registerProvider(page, email);
        await signIn(context, email, PASSWORD);

        // Publishing before verification: the editor shows the refusal with the link to the onboarding
        await open(page, '/shop/provider/products/new', 'mfe_shop');
        await submitActiveProduct(page, productName);
        const refusal = page.getByRole('alert').filter({ hasText: 'Anbieterangaben verifiziert' });
        await refusal.waitFor({ timeout: WAIT_MS });
        const onboardingLink = refusal.getByRole('link', { name: 'Jetzt Angaben vervollständigen' });
        assert.equal(await onboardingLink.getAttribute('href'), '/account/onboarding');
        await shoot(page, '01-publish-refused');

        // The onboarding in steps
        await open(page, '/account/onboarding', 'mfe_account');
        await page.getByRole('heading', { level: 2, name: 'Rechtsform und Name' }).waitFor({ timeout: WAIT_MS });
        await noSeriousViolations(page, 'onboarding');
        await shoot(page, '02-onboarding-company');
        await page.getByRole('combobox', { name: /^Rechtsform/ }).selectOption({ label: 'GmbH – Gesellschaft mit beschränkter Haftung' });
        assert.equal(await page.getByLabel(/^Gesetzliche Vertretung/).inputValue(), 'Mia Klein', 'aus der Registrierung übernommen');
        await nextStep(page, 'Anschrift');
        assert.equal(await page.getByLabel(/^Postleitzahl/).inputValue(), '10115');
        await nextStep(page, 'Telefon und E-Mail');
        await nextStep(page, 'Handelsregister');
        await page.getByLabel(/^Registergericht/).fill('Amtsgericht Charlottenburg');
        await page.getByLabel(/^Registernummer/).fill('HRA 1234');
        await page.getByRole('button', { name: 'Speichern und weiter' }).click();
        await page.getByText('Für diese Rechtsform beginnt die Registernummer mit „HRB“.').first().waitFor({ timeout: WAIT_MS });
        assert.equal(await page.getByLabel(/^Registergericht/).inputValue(), 'Amtsgericht Charlottenburg', 'das Getippte bleibt');
        await shoot(page, '03-onboarding-register-refused');
        await page.getByLabel(/^Registernummer/).fill('HRB 234567 B');
        await nextStep(page, 'Steuerangaben');
        await page.getByLabel(/^USt-IdNr/).fill('DE811907980');
        await page.getByLabel(/^Umsatzsteuer/).selectOption('regular');
        await nextStep(page, 'Ausweisdokument');
        await page
          .getByLabel('Ausweisdokument der gesetzlichen Vertretung')
          .setInputFiles({ name: 'personalausweis.pdf', mimeType: 'application/pdf', buffer: PDF });
        await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
        await page.getByTestId('id-document-current').filter({ hasText: 'personalausweis.pdf' }).waitFor({ timeout: WAIT_MS });
        assert.equal(await page.getByTestId('id-document-progress').getAttribute('value'), '100');
        await shoot(page, '04-onboarding-id-document');
        await page.getByRole('button', { name: 'Speichern und weiter' }).click();
        await page.getByRole('heading', { level: 2, name: 'Auszahlungskonto' }).waitFor();
        await page.getByLabel(/^Kontoinhaber/).fill(`Klein Haustechnik ${RUN} GmbH`);
        await page.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00');
        await nextStep(page, 'Selbstverpflichtung');
        await page.getByRole('checkbox', { name: /nur Produkte und Dienstleistungen/ }).check();
        await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
        await page.getByTestId('onboarding-status').filter({ hasText: 'Zur Prüfung eingereicht' }).waitFor({ timeout: WAIT_MS });
        await shoot(page, '05-onboarding-submitted');

        // Trust & safety finds the submission in the back office (submissions first), checks it and verifies it
        const company = `Klein Haustechnik ${RUN} GmbH`;
        await inSession(suite.browser, async ({ page: staffPage, problems: staffProblems }) => {
          await signInAsStaff(staffPage, 'trust1', '/admin/anbieter?status=submitted');
          const list = staffPage.getByRole('table', { name: 'Anbieter' });
          await list.waitFor({ timeout: WAIT_MS });
          const filters = staffPage.getByRole('search', { name: 'Anbieter filtern' });
          await filters.getByLabel('Anbieter suchen').fill(company);
          await filters.getByRole('button', { name: 'Suchen' }).click();
          const link = list.getByRole('link', { name: company });
          await link.waitFor({ timeout: WAIT_MS });
          assert.match(await list.innerText(), /wartet seit/, 'the list shows how long the submission waits');
          await noSeriousViolations(staffPage, 'backoffice-anbieter');
          await shoot(staffPage, '05-backoffice-providers');
          await assertNoSidewaysScroll(staffPage, 'Anbieterliste', 1280);
          await link.click();
          await staffPage.getByRole('heading', { name: `Anbieter: ${company}` }).waitFor({ timeout: WAIT_MS });
          assert.match(
            (await staffPage.getByTestId('provider-id-document').getAttribute('href')) ?? '',
            /^https?:\/\//,
            'the ID document opens through a signed link',
          );
          await noSeriousViolations(staffPage, 'backoffice-anbieter-detail');
          await shoot(staffPage, '05-backoffice-provider-submitted');
          await staffPage.getByRole('button', { name: 'Verifizieren' }).click();
          const confirm = staffPage.getByRole('alertdialog', { name: 'Anbieterangaben verifizieren?' });
          await confirm.waitFor();
          await shoot(staffPage, '05-backoffice-provider-verify-confirm');
          await confirm.getByRole('button', { name: 'Verifizieren' }).click();
          await staffPage.getByText('Die Anbieterangaben sind verifiziert.').first().waitFor({ timeout: WAIT_MS });
          await staffPage.getByText('trust1@example.com').waitFor({ timeout: WAIT_MS });
          // The suspension form (not sent here): ground and concrete ground from the moderation's list
          await staffPage.getByRole('button', { name: 'Anbieter sperren' }).click();
          await staffPage.getByLabel(/^Grund\s*\*/).selectOption({ index: 1 });
          await staffPage.getByLabel(/^Konkreter Grund\s*\*/).selectOption({ index: 1 });
          await staffPage.getByLabel(/^Begründung/).fill('Nur für das Bildschirmfoto: die Sperre wird nicht abgeschickt.');
          await shoot(staffPage, '05-backoffice-provider-verified-suspend-form');
          await staffPage.getByRole('button', { name: 'Abbrechen' }).click();
          assertNoPageErrors(staffProblems);
        });
        await open(page, '/account/onboarding', 'mfe_account');
        await page.getByTestId('onboarding-status').filter({ hasText: 'Verifiziert' }).waitFor({ timeout: WAIT_MS });
        await noSeriousViolations(page, 'onboarding-verifiziert');
        await shoot(page, '06-onboarding-verified');

        // Now the product goes active and its page shows the trader data
        await open(page, '/shop/provider/products/new', 'mfe_shop');
        await submitActiveProduct(page, productName);
        await page.waitForURL(/\/shop\/provider\/products\/\d+$/, { timeout: WAIT_MS });
        const productId = Number(page.url().split('/').pop());
        await open(page, `/product/${productId}`, 'mfe_shop');
        const trader = page.getByRole('region', { name: 'Angaben zum Anbieter' });
        await trader.waitFor({ timeout: WAIT_MS });
        const traderText = await trader.innerText();
        for (const expected of [
          `Klein Haustechnik ${RUN} GmbH`,
          'Hauptstraße 12, 10115 Berlin',
          '030 1234567',
          email,
          'Amtsgericht Charlottenburg, HRB 234567 B',
          'Unionsrechts',
        ])
          assert.ok(traderText.includes(expected), `„Angaben zum Anbieter“ nennt ${expected}: ${traderText}`);
        await noSeriousViolations(page, 'produktseite');
        await shoot(page, '07-product-trader-info');

        assertNoPageErrors(problems);
        assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
      }));

    test('a customer finds the file of an inquiry under documents and uploads a document of its own', () =>
      inSession(suite.browser, async ({ page, context, problems }) => {
        const customer = await login(CUSTOMER, DEMO_PASSWORD);
        const provider = await login(DEMO_PROVIDER, DEMO_PASSWORD);
        const form = new FormData();
        form.append('provider_id', String(provider.user_id));
        form.append('title', `Badsanierung ${RUN}`);
        form.append('message', 'Bitte um ein Angebot, Grundriss anbei.');
        form.append('files[]', new Blob([PDF], { type: 'application/pdf' }), `grundriss-${RUN}.pdf`);
        const created = await fetch(`${API_ORIGIN}/api/v2/createInquiry`, {
          method: 'POST',
          headers: { authorization: `Bearer ${customer.token}` },
          body: form,
        });
        assert.equal(created.status, 201, `Anfrage mit Datei angelegt: ${await created.clone().text()}`);

        await signIn(context, CUSTOMER, DEMO_PASSWORD);
        await open(page, '/account/documents', 'mfe_account');
        const files = page.getByRole('table', { name: 'Dateien aus Anfragen und Angeboten' });
        await files.getByText(`grundriss-${RUN}.pdf`).first().waitFor({ timeout: WAIT_MS });
        assert.ok((await files.innerText()).includes(`Badsanierung ${RUN}`), 'die Anfrage steht beim Dokument');
        const download = page.waitForEvent('download');
        await files.getByRole('button', { name: `grundriss-${RUN}.pdf herunterladen` }).click();
        assert.equal((await download).suggestedFilename(), `grundriss-${RUN}.pdf`);

        await page
          .getByLabel(/^Datei/, { exact: false })
          .and(page.locator('input[type="file"]'))
          .setInputFiles({ name: `vertrag-${RUN}.pdf`, mimeType: 'application/pdf', buffer: PDF });
        await page.getByLabel('Titel (optional)').fill(`Vertrag ${RUN}`);
        await page.getByRole('button', { name: 'Dokument hochladen' }).click();
        await page.getByRole('table', { name: 'Eigene Dokumente' }).getByText(`Vertrag ${RUN}`).waitFor({ timeout: WAIT_MS });
        await noSeriousViolations(page, 'dokumente');
        await shoot(page, '07-documents');

        assertNoPageErrors(problems);
        assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
      }));
  },
);
