import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsStaff, staffApiToken } from '../src/harness/admin.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { describeProblems, screenshots, type PageProblem } from '../src/harness/browser.js';
import { openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, login, shoot as shootAt, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/**
 * Commission rules (issue 40): finance sets a rate for one shop category from today in the back office; an order
 * placed before keeps the rate frozen at its checkout, an order placed after has the new one — as the provider's
 * finance page shows („Provisionssatz“). The rule is for a category only this journey's seller (Elektro Vogt) sells in.
 */
const SHOTS_DIR = process.env.COMMISSION_SHOTS_DIR ?? '/tmp/shots/commission';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
const CUSTOMER = 'kunde@example.com';
const PROVIDER = 'elektro-vogt@example.com';
const RATE_TEXT = '12,5';
const RATE_BP = 1250;
const PAYOUTS_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/scripts/payouts.mjs');

function payoutsScript(...args: string[]): string {
  return execFileSync(process.execPath, [PAYOUTS_SCRIPT, ...args], {
    encoding: 'utf8',
    env: { ...process.env, MARKTPLATZ_STAFF_TOKEN: staffApiToken() },
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  await shootAt(page, SHOTS_DIR, name, { scrollTop: true, afterEach: (current, width) => assertNoSidewaysScroll(current, name, width) });
  await screenshots(page, `commission-${name}`);
}

function unexpected(problems: readonly PageProblem[], allowed?: RegExp): PageProblem[] {
  return problems.filter(
    (problem) =>
      !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')) &&
      !(allowed && problem.kind !== 'pageerror' && allowed.test(`${problem.text} ${problem.url ?? ''}`)),
  );
}

/** Today in Berlin as `TT.MM.JJJJ` (the server's day for „gilt ab“). */
function berlinToday(): string {
  const parts = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
  return parts;
}

interface ProductAnswer {
  id: number;
  slug: string;
  is_pickup?: boolean | number;
  category: { id: number; name: string } | null;
  subcategory?: { id: number; name: string } | null;
  childcategory: { id: number; name: string } | null;
  variants: { id: number; qty: number }[];
}

interface PlacedOrder {
  order_number: string;
  vendor_orders: {
    id: number;
    provider_id: number;
    vendor_order_number: string;
    items: { line_total_cents: number }[];
  }[];
}

interface Transaction {
  vendor_order_number: string;
  commission: number;
  commission_cents: number;
  commission_percent: string;
}

/** The seller's first shippable product in stock: its variant and the most specific shop category it is filed under. */
async function sellersProduct(token: string, providerId: number | string): Promise<{ variantId: number; categoryId: number }> {
  const found = await api<{ data: { slug: string }[] }>(
    token,
    'GET',
    `api/search?provider_id=${providerId}&product_type=normal&per_page=30`,
  );
  for (const card of found.data) {
    const product = await api<ProductAnswer>(token, 'GET', `shop/productBySlug/${card.slug}`);
    const variant = product.variants.find((entry) => entry.qty > 3);
    const category = product.childcategory ?? product.subcategory ?? product.category;
    if (variant && !product.is_pickup && category) return { variantId: variant.id, categoryId: category.id };
  }
  throw new Error(`Anbieter ${providerId} hat kein versendbares Produkt auf Lager`);
}

/** The customer orders one piece through the API (prepayment; the checkout's UI is tested in shop.test.ts) and pays it. */
async function orderOnePiece(variantId: number): Promise<{ order: PlacedOrder; vendor: PlacedOrder['vendor_orders'][number] }> {
  const customer = await login(CUSTOMER, PASSWORD);
  const cart = await api<{ cart_key: string | null; groups: { items: { id: number }[] }[]; unavailable_items: { id: number }[] }>(
    customer.token,
    'GET',
    'cart',
  );
  if (cart.cart_key) {
    for (const item of [...cart.groups.flatMap((group) => group.items), ...cart.unavailable_items]) {
      await api(customer.token, 'DELETE', `cart/item/${item.id}?cart_key=${cart.cart_key}`);
    }
  }
  const added = await api<{ cart_key: string }>(customer.token, 'POST', 'cart/add', { variant_id: variantId, qty: 1 });
  const priced = await api<{ groups: { provider_id: number; shipping: { methods: { id: number; is_pickup?: boolean }[] } }[] }>(
    customer.token,
    'GET',
    `cart?cart_key=${added.cart_key}`,
  );
  for (const group of priced.groups) {
    const method = group.shipping.methods.find((candidate) => !candidate.is_pickup) ?? group.shipping.methods[0];
    if (method)
      await api(customer.token, 'POST', 'updateCartItemShipping', {
        cart_key: added.cart_key,
        provider_id: group.provider_id,
        shipping_method_id: method.id,
      });
  }
  const placed = await api<{ order: PlacedOrder }>(customer.token, 'POST', 'orderPlace', { cart_key: added.cart_key, accept_terms: true });
  const vendor = placed.order.vendor_orders[0];
  assert.ok(vendor, 'die Bestellung hat eine Teilbestellung');
  assert.match(payoutsScript('transfer', placed.order.order_number), /Zahlungseingang wurde verbucht/);
  return { order: placed.order, vendor };
}

async function transactionOf(token: string, vendorOrderNumber: string): Promise<Transaction> {
  const answer = await api<Transaction[]>(
    token,
    'GET',
    `api/vendor-transaction-report-list?search=${encodeURIComponent(vendorOrderNumber)}`,
  );
  const rows = Array.isArray(answer) ? answer : ((answer as unknown as { data: Transaction[] }).data ?? []);
  const row = rows.find((entry) => entry.vendor_order_number === vendorOrderNumber);
  assert.ok(row, `die Teilbestellung ${vendorOrderNumber} steht im Transaktionsbericht`);
  return row;
}

const euro = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')}\u00a0€`.replace(/\u00a0/g, ' ');

describe('commission rules in Chromium (against the real API)', { skip: !API_AVAILABLE && 'ohne API' }, () => {
  const suite = composedSiteSuite();
  let categoryId = 0;
  let variantId = 0;
  let before: { vendorNumber: string; commission: Transaction } | undefined;
  let after: { vendorNumber: string; expectedCents: number } | undefined;

  test('an order placed before the new rate is frozen at the rate of its checkout', async () => {
    const provider = await login(PROVIDER, PASSWORD);
    ({ variantId, categoryId } = await sellersProduct(provider.token, provider.user_id));
    const { vendor } = await orderOnePiece(variantId);
    const row = await transactionOf(provider.token, vendor.vendor_order_number);
    assert.notEqual(row.commission_percent, `${RATE_TEXT} %`, 'vor der Regel gilt noch nicht der neue Satz');
    before = { vendorNumber: vendor.vendor_order_number, commission: row };
  });

  test('finance staff sets 12,5 % for the category from today in the back office, confirming what changes', async () => {
    await inSession(suite.browser, async ({ page, problems }) => {
      await signInAsStaff(page, 'finance', '/admin/provision');
      await waitForAreaRendered(page, 'mfe_admin');
      await page.getByRole('heading', { level: 1, name: 'Provision' }).waitFor();
      await page.getByRole('table', { name: 'Sätze je Kategorie' }).waitFor();
      assert.ok(await page.getByRole('link', { name: 'Provision' }).isVisible(), 'die Navigation führt zu „Provision“');

      const form = page.locator('form[aria-labelledby="admin-commission-form"]');
      await form.getByLabel(/^Bereich/).selectOption('category');
      await form.getByLabel(/^Kategorie/).selectOption(String(categoryId));
      const categoryName = (
        await form
          .getByLabel(/^Kategorie/)
          .locator('option:checked')
          .innerText()
      ).trim();
      // A rate over 100 % is refused before anything is sent.
      await form.getByLabel(/^Satz in %/).fill('120');
      await form.getByLabel(/^Begründung/).fill('Neue Konditionen Unterhaltungselektronik');
      await form.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
      await form.getByText('Bitte geben Sie einen Satz zwischen 0 und 100 % mit höchstens zwei Nachkommastellen ein.').waitFor();
      await form.getByLabel(/^Satz in %/).fill(RATE_TEXT);
      assert.equal(await form.getByLabel(/^Gilt ab/).inputValue(), berlinToday().split('.').reverse().join('-'), 'gilt ab: heute');
      await form.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Neuen Satz speichern?' });
      await dialog.waitFor();
      const text = await dialog.innerText();
      assert.match(text, new RegExp(`Ab ${berlinToday().replace(/\./g, '\\.')} gilt für die Kategorie „`));
      assert.ok(text.includes(`„${categoryName}“ 12,5 %`), `der Dialog nennt Kategorie und Satz: ${text}`);
      assert.ok(text.includes('Bereits aufgegebene Bestellungen behalten ihren Satz.'), text);
      await shoot(page, '01-confirm');
      await dialog.getByRole('button', { name: 'Satz speichern' }).click();
      await dialog.waitFor({ state: 'detached' });

      const categories = page.getByRole('table', { name: 'Sätze je Kategorie' });
      const row = categories.getByRole('row').filter({ hasText: categoryName });
      await row.getByText(`gilt seit ${berlinToday()}`).waitFor();
      assert.match(await row.innerText(), /12,5 %/);

      // The same rule again: the server's German 422 at the field, nothing saved.
      await form.getByLabel(/^Kategorie/).selectOption(String(categoryId));
      await form.getByLabel(/^Satz in %/).fill('13');
      await form.getByLabel(/^Begründung/).fill('Doppelt angelegt');
      await form.getByRole('button', { name: 'Weiter zur Bestätigung' }).click();
      await page.getByRole('alertdialog', { name: 'Neuen Satz speichern?' }).getByRole('button', { name: 'Satz speichern' }).click();
      await form.getByText('Für diesen Bereich gibt es ab diesem Tag bereits einen Satz.').waitFor();
      assert.equal(await form.locator('#commission-valid-from').getAttribute('aria-invalid'), 'true');

      await row.getByRole('button', { name: /^Verlauf: / }).click();
      await page.getByRole('table', { name: /^Verlauf Kategorie/ }).waitFor();
      await shoot(page, '02-provision');
      assert.deepEqual(unexpected(problems, /422/), [], describeProblems(problems));
    });
  });

  test('an order placed after has the new rate; the provider sees both rates in its finance page', async () => {
    assert.ok(before, 'die Bestellung vor der Regel liegt vor');
    const provider = await login(PROVIDER, PASSWORD);
    const { vendor } = await orderOnePiece(variantId);
    const expectedCents = vendor.items.reduce((sum, item) => sum + Math.round((item.line_total_cents * RATE_BP) / 10_000), 0);
    after = { vendorNumber: vendor.vendor_order_number, expectedCents };

    const old = await transactionOf(provider.token, before.vendorNumber);
    assert.equal(old.commission_cents, before.commission.commission_cents, 'die alte Bestellung behält ihre Provision');
    assert.equal(old.commission_percent, before.commission.commission_percent, 'die alte Bestellung behält ihren Satz');
    const fresh = await transactionOf(provider.token, after.vendorNumber);
    assert.equal(fresh.commission_cents, expectedCents, 'die neue Bestellung trägt 12,5 % auf ihre Positionen');
    assert.notEqual(fresh.commission_percent, old.commission_percent);

    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER, PASSWORD);
      await openSite(page, `${SHELL_ORIGIN}/orders/provider/finance`);
      await waitForAreaRendered(page, 'mfe_orders');
      const table = page.getByRole('table', { name: 'Teilbestellungen des Zeitraums, neueste zuerst' });
      await table.waitFor();
      await table.getByRole('columnheader', { name: 'Provisionssatz' }).waitFor();
      const oldRow = table.getByRole('row').filter({ hasText: before!.vendorNumber });
      const newRow = table.getByRole('row').filter({ hasText: after!.vendorNumber });
      await newRow.waitFor();
      assert.ok((await oldRow.innerText()).includes(old.commission_percent), `alte Zeile: ${await oldRow.innerText()}`);
      assert.ok((await newRow.innerText()).includes(fresh.commission_percent), `neue Zeile: ${await newRow.innerText()}`);
      assert.ok(
        (await newRow.innerText()).replace(/\u00a0/g, ' ').includes(euro(expectedCents)),
        `neue Provision: ${await newRow.innerText()}`,
      );
      await page
        .getByTestId('commission-note')
        .getByText(/zuzüglich 19 % Umsatzsteuer/)
        .waitFor();
      await shoot(page, '03-provider-finance');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
  });
});
