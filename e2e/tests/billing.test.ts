import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { seriousViolations } from '../src/harness/axe.js';
import { describeProblems, screenshots, type PageProblem } from '../src/harness/browser.js';
import { openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, latestMessage, shoot as shootAt, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/** Screenshots of the package, subscription and financing screens at 1280 px and 375 px. */
const SHOTS_DIR = process.env.BILLING_SHOTS_DIR ?? '/tmp/shots/billing';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PROVIDER = 'anbieter@example.com';
const PASSWORD = 'Marktplatz2026!';

async function shoot(page: Page, name: string): Promise<void> {
  await shootAt(page, SHOTS_DIR, name, { scrollTop: true, afterEach: (current, width) => assertNoSidewaysScroll(current, name, width) });
  await screenshots(page, `billing-${name}`);
}

async function openAccountPage(page: Page, pathAndQuery: string): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, 'mfe_account');
}

function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  return problems.filter((problem) => !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')));
}

async function noSeriousViolations(page: Page, label: string): Promise<void> {
  const violations = await seriousViolations(page, label);
  assert.deepEqual(violations, [], violations.join('\n'));
}

describe('packages, subscription and financing in Chromium (against the real API)', { skip: !API_AVAILABLE && 'ohne API' }, () => {
  const suite = composedSiteSuite();

  test('the demo provider buys a package by invoice, downloads the invoice PDF, sees the subscription and files a loan request', async () => {
    await inSession(suite.browser, async ({ context, page, problems }) => {
      const session = await signIn(context, PROVIDER, PASSWORD);
      const before = await api<{ subscription: unknown }>(session.token, 'GET', 'subscriptionInfo');
      assert.equal(before.subscription, null, 'der Demo-Anbieter hat noch kein Paket (frische Datenbank)');

      // Packages: three cards, Plus is bought by invoice after the confirmation dialog.
      await openAccountPage(page, '/account/packages');
      await page.getByRole('heading', { level: 1, name: 'Pakete' }).waitFor();
      await page.getByTestId('package-premium').waitFor();
      await noSeriousViolations(page, 'Pakete');
      await shoot(page, '01-packages');
      await page.getByRole('button', { name: 'Plus buchen' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/58,31\s€/).waitFor();
      await dialog.getByLabel('Rechnung (Überweisung binnen 14 Tagen)').check();
      await shoot(page, '02-buy-dialog');
      await dialog.getByRole('button', { name: 'Kostenpflichtig buchen' }).click();

      // Subscription: the package, the open invoice and the invoice list with the PDF download.
      await page.waitForURL(/\/account\/subscription$/);
      await page.getByTestId('subscription').getByRole('heading', { name: /Plus/ }).waitFor();
      const invoices = await api<{ id: number; invoice_number: string }[]>(session.token, 'GET', 'getProviderSubscriptions');
      assert.equal(invoices.length, 1, 'eine Rechnung');
      const number = invoices[0]?.invoice_number ?? '';
      assert.match(number, /^MP-\d{4}-\d{5}$/);
      const mail = await latestMessage(PROVIDER, 'email', (entry) => entry.subject === `Ihre Rechnung ${number}`);
      assert.match(mail.body, /58,31/);
      const pdfButton = page.getByRole('button', { name: `Rechnung ${number} als PDF herunterladen` });
      await pdfButton.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
      assert.equal(download.suggestedFilename(), `${number}.pdf`);
      const file = await download.path();
      const pdf = readFileSync(file);
      assert.equal(pdf.subarray(0, 5).toString(), '%PDF-', 'die Rechnung ist ein PDF');
      assert.ok(pdf.includes(Buffer.from('factur-x.xml')), 'das PDF trägt die ZUGFeRD/Factur-X-Daten');
      if (existsSync('/usr/bin/pdftoppm')) {
        mkdirSync(SHOTS_DIR, { recursive: true });
        execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '70', '-singlefile', file, path.join(SHOTS_DIR, 'invoice')]);
      }
      await noSeriousViolations(page, 'Mein Abonnement');
      await shoot(page, '03-subscription');

      // Cancelling asks first; the dialog is left with „Abbrechen“ and nothing changes.
      await page.getByRole('button', { name: 'Abonnement kündigen' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(/bleibt bis zum/).waitFor();
      await confirm.getByRole('button', { name: 'Abbrechen' }).click();
      await confirm.waitFor({ state: 'detached' });
      const after = await api<{ subscription: { status: string } }>(session.token, 'GET', 'subscriptionInfo');
      assert.equal(after.subscription.status, 'active');

      // Financing: a request to the preselected bank with the rate preview, then its detail page.
      await openAccountPage(page, '/account/loans');
      await page.getByRole('heading', { level: 1, name: 'Finanzierung' }).waitFor();
      const form = page.getByTestId('loan-form');
      await form.getByLabel(/^Kreditbetrag/).fill('50.000');
      await form.getByLabel(/^Sollzins/).fill('4,25');
      await form.getByLabel(/^Verwendungszweck/).fill('Neue Verpackungsmaschine für den Versand');
      await form.getByLabel(/Ich willige ein/).check();
      const preview = page.getByTestId('rate-preview');
      await preview.getByText('4,250 %').waitFor();
      await preview.getByText(/926,48\s€/).waitFor();
      await noSeriousViolations(page, 'Finanzierung');
      await shoot(page, '04-loans');
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      await page.waitForURL(/\/account\/loans\/\d+$/);
      await page.getByTestId('loan-status').getByText('Eingereicht').waitFor();
      const bankMail = await latestMessage('finanzierung+10070000@partnerbanken.marktplatz.example', 'email', (entry) =>
        (entry.subject ?? '').startsWith('Finanzierungsanfrage Nr.'),
      );
      assert.match(bankMail.body, /4,250 %/);
      await noSeriousViolations(page, 'Finanzierungsanfrage');
      await shoot(page, '05-loan-detail');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
  });
});
