import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsStaff, staffAccounts, staffApiToken } from '../src/harness/admin.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { describeProblems, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, login, registerConfirmedCustomer, shoot, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/*
 * Issue 40 §3 in the browser: a provider with balance requests a withdrawal; the finance member picks it into a
 * payout run at /admin/auszahlungen; the same person cannot release it (the four-eyes explanation); another member
 * with the finance role (`betrieb`, admin) releases it, downloads the pain.001 file and marks the run executed; the
 * provider sees the payout „Ausgezahlt“ with its statement number.
 */

const SHOTS_DIR = process.env.PAYOUT_RUNS_SHOTS_DIR ?? '/tmp/shots/payout-runs';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
/** The seed's demo seller whose balance the journey pays out. */
const PROVIDER = 'anbieter@example.com';
const RUN = Date.now().toString(36).toLowerCase();

const options = (name: string) => ({
  scrollTop: true,
  afterEach: (page: Page, width: number) => assertNoSidewaysScroll(page, name, width),
});

function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  return problems.filter((problem) => !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')));
}

interface ProductAnswer {
  is_pickup?: boolean | number;
  variants: { id: number; qty: number }[];
}

/** A product of the provider in stock that can be shipped. */
async function shippableVariant(token: string, providerId: number | string): Promise<number> {
  const found = await api<{ data: { slug: string }[] }>(
    token,
    'GET',
    `api/search?provider_id=${providerId}&product_type=normal&per_page=30`,
  );
  for (const card of found.data) {
    const product = await api<ProductAnswer>(token, 'GET', `shop/productBySlug/${card.slug}`);
    const variant = product.variants.find((entry) => entry.qty > 2);
    if (variant && !product.is_pickup) return variant.id;
  }
  throw new Error(`Anbieter ${providerId} hat kein versendbares Produkt auf Lager`);
}

/**
 * The provider earns money: a new customer orders one piece (prepayment), finance books the transfer, the provider
 * ships and completes (hold 0 days in the e2e API) — then requests its whole available balance. Answers the request.
 */
async function providerRequestsWithdrawal(): Promise<{ token: string; withdrawalId: number; amountCents: number }> {
  const email = `auszahlung-${RUN}@example.com`;
  await registerConfirmedCustomer(email, PASSWORD, 'Paul', `Auszahlung${RUN}`);
  const customer = await login(email, PASSWORD);
  const address = {
    gender: 'male',
    first_name: 'Paul',
    last_name: `Auszahlung${RUN}`,
    email,
    phone: '+49 30 5556677',
    street: 'Torstraße',
    street_number: '12',
    zip: '10119',
    city: 'Berlin',
    country: 'DE',
  };
  await api(customer.token, 'POST', 'shipping-address/store', address);
  await api(customer.token, 'POST', 'billing-address/store', { ...address, is_shipping: true });
  const provider = await login(PROVIDER, PASSWORD);
  const cart = await api<{ cart_key: string }>(customer.token, 'POST', 'cart/add', {
    variant_id: await shippableVariant(customer.token, provider.user_id),
    qty: 1,
  });
  const priced = await api<{ groups: { provider_id: number; shipping: { methods: { id: number; is_pickup?: boolean }[] } }[] }>(
    customer.token,
    'GET',
    `cart?cart_key=${cart.cart_key}`,
  );
  for (const group of priced.groups) {
    const method = group.shipping.methods.find((candidate) => !candidate.is_pickup) ?? group.shipping.methods[0];
    if (method)
      await api(customer.token, 'POST', 'updateCartItemShipping', {
        cart_key: cart.cart_key,
        provider_id: group.provider_id,
        shipping_method_id: method.id,
      });
  }
  const placed = await api<{ order: { order_number: string; vendor_orders: { id: number }[] } }>(customer.token, 'POST', 'orderPlace', {
    cart_key: cart.cart_key,
    accept_terms: true,
  });
  await api(staffApiToken(), 'POST', 'admin/payouts/transfer-received', { order_number: placed.order.order_number });
  const vendorOrder = placed.order.vendor_orders[0]?.id;
  assert.ok(vendorOrder, 'die Bestellung hat eine Teilbestellung beim Anbieter');
  await api(provider.token, 'POST', 'api/order-track', { shop_vendor_order_id: vendorOrder, status: 'confirmed' });
  await api(provider.token, 'POST', 'api/order-track', {
    shop_vendor_order_id: vendorOrder,
    status: 'shipped',
    carrier: 'dhl',
    tracking_number: `P${RUN}`.slice(0, 20),
  });
  await api(provider.token, 'POST', 'api/order-track', { shop_vendor_order_id: vendorOrder, status: 'completed' });
  const info = await api<{ available_cents: number; account: unknown }>(provider.token, 'GET', 'getPayoutsinfo');
  if (!info.account)
    await api(provider.token, 'POST', 'savePayoutAccount', { account_holder: 'Demo Anbieter GmbH', iban: 'DE89 3704 0044 0532 0130 00' });
  assert.ok(info.available_cents > 0, 'der Anbieter hat verfügbares Guthaben');
  const withdrawal = await api<{ id: number; amount_cents: number }>(provider.token, 'POST', 'shop/provider/withdraw', {
    method: 'bank_transfer',
    amount: (info.available_cents / 100).toFixed(2).replace('.', ','),
    reference: `Journey ${RUN}`,
  });
  return { token: provider.token, withdrawalId: withdrawal.id, amountCents: withdrawal.amount_cents };
}

describe('payout runs in the back office (Chromium, real API)', { skip: !API_AVAILABLE && 'ohne API' }, () => {
  const suite = composedSiteSuite();
  let request: { token: string; withdrawalId: number; amountCents: number } | undefined;
  let runPath = '';
  let statement = '';

  test('the provider requests a withdrawal; finance picks it into a run and cannot release its own run', async (t) => {
    if (!staffAccounts()) {
      t.skip('keine Mitarbeitenden dieses Laufs / no staff of this run');
      return;
    }
    request = await providerRequestsWithdrawal();
    const requests = await api<{ id: number; provider: string; amount_cents: number; has_payout_account: boolean }[]>(
      staffApiToken(),
      'GET',
      'admin/payouts/requests',
    );
    const mine = requests.find((row) => row.id === request?.withdrawalId);
    assert.ok(mine, 'die Auszahlung ist beantragt');
    assert.ok(mine.has_payout_account, 'die Auszahlung hat ein Auszahlungskonto');

    await inSession(suite.browser, async ({ page, problems }) => {
      await signInAsStaff(page, 'finance', '/admin/auszahlungen');
      await page.getByRole('heading', { level: 1, name: 'Auszahlungen' }).waitFor();
      const table = page.getByRole('table', { name: 'Beantragte Auszahlungen' });
      await table.waitFor();
      const amount = (mine.amount_cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 });
      const box = table.getByRole('checkbox', {
        name: new RegExp(
          `^Auszahlung an ${mine.provider.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} über ${amount.replace('.', '\\.')}\\s€ auswählen$`,
        ),
      });
      await box.first().check();
      await page.getByText(/^Ausgewählt: 1 Auszahlung, zusammen/).waitFor();
      await shoot(page, SHOTS_DIR, '01-requests', options('Beantragte Auszahlungen'));
      await page.getByRole('button', { name: 'Auszahlungslauf anlegen' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Auszahlungslauf anlegen?' });
      await dialog.getByLabel(/Anlass/).fill(`Journey ${RUN}`);
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Lauf anlegen' }).click();
      const heading = page.getByRole('heading', { level: 1, name: /^Auszahlungslauf \d+$/ });
      await heading.waitFor();
      runPath = new URL(page.url()).pathname;
      assert.match(runPath, /^\/admin\/auszahlungen\/\d+$/);
      // The creator: „Freigeben“ is disabled and the four-eyes rule is explained.
      const release = page.getByRole('button', { name: 'Freigeben' });
      assert.equal(await release.isDisabled(), true, 'wer den Lauf angelegt hat, kann ihn nicht freigeben');
      await page
        .getByText(/Ein Lauf wird von einer anderen Person freigegeben als der, die ihn angelegt hat \(Vier-Augen-Prinzip\)/)
        .waitFor();
      await page.getByText('Angelegt', { exact: true }).first().waitFor();
      await shoot(page, SHOTS_DIR, '02-run-created', options('Auszahlungslauf angelegt'));
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
  });

  test('another finance-capable member releases the run, downloads the pain.001 file and marks it executed', async (t) => {
    if (!request || !runPath) {
      t.skip('kein Lauf aus dem vorigen Schritt');
      return;
    }
    await inSession(suite.browser, async ({ page, problems }) => {
      await signInAsStaff(page, 'admin', runPath);
      await page.getByRole('heading', { level: 1, name: /^Auszahlungslauf \d+$/ }).waitFor();
      await page.getByRole('button', { name: 'Freigeben' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Lauf freigeben?' });
      await confirm.getByRole('button', { name: 'Freigeben' }).click();
      const downloadButton = page.getByRole('button', { name: 'SEPA-Datei herunterladen (pain.001)' });
      await downloadButton.waitFor();
      await page.getByText('Freigegeben', { exact: true }).first().waitFor();
      const download = page.waitForEvent('download');
      await downloadButton.click();
      const file = await download;
      assert.match(file.suggestedFilename(), /^MP-PAYOUT-\d+-\d{14}\.xml$/);
      const xml = readFileSync(await file.path(), 'utf8');
      assert.match(xml, /urn:iso:std:iso:20022:tech:xsd:pain\.001\.001\.09/);
      const amount = ((request?.amountCents ?? 0) / 100).toFixed(2);
      assert.match(xml, new RegExp(`<InstdAmt Ccy="EUR">${amount.replace('.', '\\.')}</InstdAmt>`));
      statement = /<EndToEndId>(AUS-\d{4}-\d{5})<\/EndToEndId>/.exec(xml)?.[1] ?? '';
      assert.ok(statement, 'die Datei trägt die Belegnummer als EndToEndId');
      await page.getByRole('table', { name: 'Auszahlungen des Laufs' }).getByText(statement).waitFor();
      await shoot(page, SHOTS_DIR, '03-run-released', options('Auszahlungslauf freigegeben'));

      await page.getByRole('button', { name: 'Als ausgeführt markieren' }).click();
      await page
        .getByRole('alertdialog', { name: 'Lauf als ausgeführt markieren?' })
        .getByRole('button', { name: 'Als ausgeführt markieren' })
        .click();
      await page.getByRole('button', { name: 'Rücklastschrift erfassen' }).waitFor();
      await page.getByText('Ausgeführt', { exact: true }).first().waitFor();
      await shoot(page, SHOTS_DIR, '04-run-executed', options('Auszahlungslauf ausgeführt'));
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
  });

  test('the provider sees the payout „Ausgezahlt“ with its statement number', async (t) => {
    if (!statement) {
      t.skip('kein ausgeführter Lauf aus dem vorigen Schritt');
      return;
    }
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER, PASSWORD);
      await openSite(page, `${SHELL_ORIGIN}/orders/provider/payouts`);
      await waitForAreaRendered(page, 'mfe_orders');
      await answerCookieBanner(page);
      const row = page.getByRole('row').filter({ hasText: statement });
      await row.locator('[data-status="paid"]').getByText('Ausgezahlt').waitFor();
      await shoot(page, SHOTS_DIR, '05-provider-paid', options('Auszahlungen des Anbieters'));
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
  });
});
