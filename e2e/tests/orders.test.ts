import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { staffApiToken, staffSessionToken } from '../src/harness/admin.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { describeProblems, screenshots, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, latestMessage, login, shoot as shootAt, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/** Screenshots of the orders screens at 1280 px and 375 px. */
const SHOTS_DIR = process.env.ORDERS_SHOTS_DIR ?? '/tmp/shots/orders';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
const CUSTOMER = 'kunde@example.com';
/** Provider A and provider B of the journey (demo sellers of the seed). */
const PROVIDER_A = 'kuechenwelt@example.com';
const PROVIDER_B = 'anbieter@example.com';
/** A 16 × 16 PNG (orange with a dark crack) the customer attaches to the refund request. */
const DAMAGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAUElEQVR4nJXLwQ0AIAgDwI7jEIzonM6h0WgIItQGAn0cZKbVQg5khwVjvwzW4Q3ORxrowhiYnhoLUuOA2PggME/wMhFwTQJukwNjKKANC47pR2dwvAJzqaoAAAAASUVORK5CYII=',
  'base64',
);
const RUN = Date.now().toString(36).toUpperCase().slice(-8);
/**
 * The finance team's payout tool (records received transfers, payout runs with a SEPA file), called with the personal
 * API token the run created for `betrieb@example.com` in the back office (MARKTPLATZ_STAFF_TOKEN).
 */
const PAYOUTS_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/scripts/payouts.mjs');

function payoutsScript(...args: string[]): string {
  return execFileSync(process.execPath, [PAYOUTS_SCRIPT, ...args], {
    encoding: 'utf8',
    env: { ...process.env, MARKTPLATZ_STAFF_TOKEN: staffApiToken() },
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  await shootAt(page, SHOTS_DIR, name, { scrollTop: true, afterEach: (current, width) => assertNoSidewaysScroll(current, name, width) });
  await screenshots(page, `orders-${name}`);
}

async function openOrdersPage(page: Page, pathAndQuery: string): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, 'mfe_orders');
  // A guest answers the cookie banner first, as a visitor would („Nur notwendige“).
  await answerCookieBanner(page);
}

function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  return problems.filter((problem) => !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')));
}

interface SearchAnswer {
  data: { slug: string }[];
}

interface ProductAnswer {
  id: number;
  product_type?: string;
  is_pickup?: boolean | number;
  variants: { id: number; qty: number }[];
}

/** A product of the provider that is in stock and can be shipped (the newest first). */
async function shippableVariant(token: string, providerId: number | string): Promise<number> {
  const found = await api<SearchAnswer>(token, 'GET', `api/search?provider_id=${providerId}&product_type=normal&per_page=30`);
  for (const card of found.data) {
    const product = await api<ProductAnswer>(token, 'GET', `shop/productBySlug/${card.slug}`);
    const variant = product.variants.find((entry) => entry.qty > 2);
    if (variant && !product.is_pickup) return variant.id;
  }
  throw new Error(`Anbieter ${providerId} hat kein versendbares Produkt auf Lager`);
}

interface PlacedOrder {
  order_number: string;
  customer_email: string;
  vendor_orders: { id: number; provider_id: number; vendor_order_number: string }[];
}

/** The customer orders one piece from A and one from B through the API (prepayment): the shop's checkout is tested in shop.test.ts. */
async function orderFromTwoProviders(): Promise<{ order: PlacedOrder; vendorA: number; vendorB: number }> {
  const customer = await login(CUSTOMER, PASSWORD);
  const a = await login(PROVIDER_A, PASSWORD);
  const b = await login(PROVIDER_B, PASSWORD);
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
  const first = await api<{ cart_key: string }>(customer.token, 'POST', 'cart/add', {
    variant_id: await shippableVariant(customer.token, a.user_id),
    qty: 1,
  });
  await api(customer.token, 'POST', 'cart/add', {
    cart_key: first.cart_key,
    variant_id: await shippableVariant(customer.token, b.user_id),
    qty: 1,
  });
  // Each provider's first shipping method (a seller with several asks the customer to choose).
  const priced = await api<{ groups: { provider_id: number; shipping: { methods: { id: number; is_pickup?: boolean }[] } }[] }>(
    customer.token,
    'GET',
    `cart?cart_key=${first.cart_key}`,
  );
  for (const group of priced.groups) {
    const method = group.shipping.methods.find((candidate) => !candidate.is_pickup) ?? group.shipping.methods[0];
    if (method)
      await api(customer.token, 'POST', 'updateCartItemShipping', {
        cart_key: first.cart_key,
        provider_id: group.provider_id,
        shipping_method_id: method.id,
      });
  }
  const placed = await api<{ order: PlacedOrder }>(customer.token, 'POST', 'orderPlace', { cart_key: first.cart_key, accept_terms: true });
  const vendorA = placed.order.vendor_orders.find((vendor) => String(vendor.provider_id) === String(a.user_id));
  const vendorB = placed.order.vendor_orders.find((vendor) => String(vendor.provider_id) === String(b.user_id));
  assert.ok(vendorA && vendorB, 'die Bestellung hat eine Teilbestellung bei A und eine bei B');
  return { order: placed.order, vendorA: vendorA.id, vendorB: vendorB.id };
}

describe('orders area in Chromium (against the real API)', { skip: !API_AVAILABLE && 'ohne API' }, () => {
  const suite = composedSiteSuite();

  test('customer sees the order, B ships with tracking, the customer withdraws B’s part without login and gets the confirmation', async () => {
    const { order, vendorA, vendorB } = await orderFromTwoProviders();
    const tracking = `00340${RUN.replace(/[^0-9A-Z]/g, '')}`.slice(0, 20);

    // The customer: order list and the order with both providers.
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, CUSTOMER, PASSWORD);
      await openOrdersPage(page, '/orders');
      await page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' }).waitFor();
      await page.getByRole('link', { name: `Bestellung ${order.order_number} ansehen` }).waitFor();
      await shoot(page, '01-customer-list');
      await page.getByRole('link', { name: `Bestellung ${order.order_number} ansehen` }).click();
      await page.getByRole('heading', { level: 1, name: `Bestellung ${order.order_number}` }).waitFor();
      assert.equal(await page.getByTestId('vendor-order').count(), 2, 'zwei Teilbestellungen');
      assert.equal(
        await page.getByRole('button', { name: 'Vertrag widerrufen' }).count(),
        2,
        'der Widerrufsbutton steht bei jeder Teilbestellung',
      );
      // Both invoices (one per provider) download as PDF files.
      const buttons = page.getByTestId('invoices').getByRole('button', { name: /^Rechnung RE-\d{4}-\d{5} vom/ });
      assert.equal(await buttons.count(), 2, 'eine Rechnung je Anbieter');
      for (let index = 0; index < 2; index += 1) {
        const [download] = await Promise.all([page.waitForEvent('download'), buttons.nth(index).click()]);
        assert.match(download.suggestedFilename(), /^RE-\d{4}-\d{5}\.pdf$/);
        const file = await download.path();
        assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-', 'die Rechnung ist ein PDF');
        // A picture of its first page to look at (poppler-utils' pdftoppm, where installed).
        if (existsSync('/usr/bin/pdftoppm')) {
          mkdirSync(SHOTS_DIR, { recursive: true });
          execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '70', '-singlefile', file, path.join(SHOTS_DIR, `invoice-${index + 1}`)]);
        }
      }
      await shoot(page, '02-customer-order');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });

    // Provider B: finds the order by its number, confirms it, then ships it with DHL and a tracking number.
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER_B, PASSWORD);
      await openOrdersPage(page, '/orders/provider');
      await page.getByRole('heading', { level: 1, name: 'Eingegangene Bestellungen' }).waitFor();
      await page.getByTestId('order-filters').getByRole('searchbox', { name: 'Suche' }).fill(order.order_number);
      await page.getByRole('button', { name: 'Filtern' }).click();
      await page.waitForURL(/search=/);
      const link = page.getByRole('link', { name: new RegExp(`Bestellung ${order.order_number}-\\d+ öffnen`) });
      await link.waitFor();
      assert.equal(await link.count(), 1, 'nur die eigene Teilbestellung erscheint');
      await shoot(page, '03-provider-list');
      await link.click();
      await page.waitForURL(new RegExp(`/orders/provider/${vendorB}$`));
      const form = page.getByTestId('track-form');
      await form.getByLabel('Neuer Status').selectOption('confirmed');
      await form.getByRole('button', { name: 'Speichern und Kunden benachrichtigen' }).click();
      await page.getByTestId('tracks').getByText('Bestätigt', { exact: true }).waitFor();
      await form.getByLabel('Neuer Status').selectOption('shipped');
      await form.getByLabel('Titel').fill('Paket an DHL übergeben');
      await form.getByLabel('Versanddienstleister').selectOption('dhl');
      await form.getByLabel('Sendungsnummer').fill(tracking);
      await form.getByRole('button', { name: 'Speichern und Kunden benachrichtigen' }).click();
      await page.getByTestId('tracks').getByText('Paket an DHL übergeben').waitFor();
      await page.locator('[data-status="shipped"]').first().waitFor();
      await shoot(page, '04-provider-order');
      await page.getByRole('link', { name: 'Versand', exact: true }).click();
      await page.getByRole('link', { name: tracking }).waitFor();
      await shoot(page, '05-provider-shipping');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
    const shippedMail = await latestMessage(order.customer_email, 'email', (entry) => entry.body.includes(tracking));
    assert.match(shippedMail.body, /Sendung verfolgen: https:\/\/www\.dhl\.de\//);

    // Without login: the public Widerruf page, two steps, B's part only.
    await inSession(suite.browser, async ({ page, problems }) => {
      await openOrdersPage(page, '/orders/widerruf');
      await page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' }).waitFor();
      await page.getByLabel(/^Bestellnummer/).fill(order.order_number);
      await page.getByLabel(/^E-Mail-Adresse der Bestellung/).fill('niemand@example.org');
      await page.getByRole('button', { name: 'Bestellung suchen' }).click();
      await page.getByRole('alert').getByText('Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden.').waitFor();
      assert.equal(await page.getByLabel(/^Bestellnummer/).inputValue(), order.order_number, 'das Formular behält die Eingabe');
      await page.getByLabel(/^E-Mail-Adresse der Bestellung/).fill(order.customer_email);
      await shoot(page, '06-widerruf-step1');
      await page.getByRole('button', { name: 'Bestellung suchen' }).click();
      const vendor = page
        .getByTestId('widerruf-vendor')
        .filter({ hasText: order.vendor_orders.find((entry) => entry.id === vendorB)?.vendor_order_number ?? '' });
      await vendor.getByRole('button', { name: 'Vertrag widerrufen' }).click();
      await vendor.getByLabel(/^Ihr Name/).fill('Mia Kundin');
      await shoot(page, '07-widerruf-step2');
      await vendor.getByRole('button', { name: 'Widerruf bestätigen' }).click();
      await page.getByTestId('widerruf-done').waitFor();
      assert.match(await page.getByTestId('widerruf-done').innerText(), /Europe\/Berlin/);
      await shoot(page, '08-widerruf-done');
      // A guest gets 404 on the lookup with the wrong e-mail on purpose.
      assert.deepEqual(
        unexpected(problems).filter(
          (problem) => !(problem.kind !== 'pageerror' && /404|widerruf\/lookup/.test(`${problem.text} ${problem.url ?? ''}`)),
        ),
        [],
        describeProblems(problems),
      );
    });
    const confirmation = await latestMessage(
      order.customer_email,
      'email',
      (entry) => (entry.subject ?? '').startsWith('Eingangsbestätigung Ihres Widerrufs') && entry.body.includes(order.order_number),
    );
    assert.match(confirmation.body, /wir bestätigen den Eingang Ihres Widerrufs am .+ \(Europe\/Berlin\)/);
    assert.match(confirmation.body, /Hiermit widerrufe ich den von mir abgeschlossenen Vertrag/);

    // A refund of A's part: the customer requests it on the order page, A accepts it.
    const a = await login(PROVIDER_A, PASSWORD);
    await api(a.token, 'POST', 'api/order-track', { shop_vendor_order_id: vendorA, status: 'confirmed' });
    const vendorANumber = order.vendor_orders.find((entry) => entry.id === vendorA)?.vendor_order_number ?? '';
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, CUSTOMER, PASSWORD);
      await openOrdersPage(page, `/orders/${encodeURIComponent(order.order_number)}`);
      const box = page.getByTestId('vendor-order').filter({ hasText: vendorANumber });
      await box.getByRole('button', { name: 'Erstattung beantragen' }).click();
      const form = box.getByTestId('refund-form');
      await form.getByLabel(/^Grund/).selectOption('damaged');
      await form.getByLabel(/Anzahl \(höchstens 1\)/).fill('1');
      await form.getByLabel(/^Beschreibung/).fill('Beim Auspacken war der Rand abgeplatzt.');
      // A photo of the damage goes with the request (private file, shown to the provider below).
      assert.equal(await form.getByText(/im Chat/).count(), 0);
      await form
        .getByTestId('refund-photos-input')
        .setInputFiles({ name: 'rand-abgeplatzt.png', mimeType: 'image/png', buffer: DAMAGE_PNG });
      await form.getByText('1 Foto ausgewählt').waitFor();
      await shoot(page, '10-refund-request');
      await form.getByRole('button', { name: 'Erstattung beantragen' }).click();
      await form.waitFor({ state: 'detached' });
      await openOrdersPage(page, '/orders/refunds');
      await page.getByRole('heading', { level: 1, name: 'Meine Erstattungen' }).waitFor();
      await page.getByText('Beantragt', { exact: true }).first().waitFor();
      await shoot(page, '11-customer-refunds');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER_A, PASSWORD);
      await openOrdersPage(page, '/orders/provider/refunds');
      const refund = page.getByTestId('provider-refund').filter({ hasText: vendorANumber }).first();
      const photo = refund.getByTestId('refund-photos').getByRole('img', { name: 'rand-abgeplatzt.png' });
      await photo.waitFor();
      await photo.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 16,
        await photo.elementHandle(),
      );
      assert.match((await photo.getAttribute('src')) ?? '', /\/files\/refunds\/\d+\/.+signature=/);
      await refund.getByRole('button', { name: 'Annehmen' }).click();
      await refund.getByText('Angenommen', { exact: true }).waitFor();
      await shoot(page, '12-provider-refunds');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });

    // A's money: the customer's transfer arrives (the finance team's payout script), A completes its part and withdraws its whole
    // balance (hold 0 days in the e2e API); the payout run pays it with a SEPA file and the payout appears.
    assert.match(payoutsScript('transfer', order.order_number), /Zahlungseingang wurde verbucht/);
    await api(a.token, 'POST', 'api/order-track', {
      shop_vendor_order_id: vendorA,
      status: 'shipped',
      carrier: 'dhl',
      tracking_number: `A${tracking}`.slice(0, 20),
    });
    await api(a.token, 'POST', 'api/order-track', { shop_vendor_order_id: vendorA, status: 'completed' });
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER_A, PASSWORD);
      await openOrdersPage(page, '/orders/provider/payouts');
      await page.getByRole('heading', { level: 1, name: 'Guthaben und Auszahlungen' }).waitFor();
      const accountForm = page.getByTestId('payout-account-form');
      // The heading comes before the balance: wait until either the bank account form or the withdrawal form is there.
      await accountForm.or(page.getByTestId('withdraw-form')).first().waitFor();
      if (await accountForm.count()) {
        await accountForm.getByLabel(/^IBAN/).fill('DE12 3456 7890');
        await accountForm.getByLabel(/^Kontoinhaber/).fill('Küchenwelt GmbH');
        await accountForm.getByRole('button', { name: 'Bankverbindung speichern' }).click();
        await accountForm.getByText(/gültige IBAN/).waitFor();
        assert.equal(await accountForm.getByLabel(/^Kontoinhaber/).inputValue(), 'Küchenwelt GmbH', 'das Formular behält die Eingabe');
        await accountForm.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00');
        await accountForm.getByRole('button', { name: 'Bankverbindung speichern' }).click();
        await page
          .getByTestId('payout-account')
          .getByText(/DE89 •••• •••• •••• ••30 00/)
          .waitFor();
      }
      const form = page.getByTestId('withdraw-form');
      await form.getByLabel(/^Betrag/).fill('12,345');
      await form.getByRole('button', { name: 'Auszahlung beantragen' }).click();
      await page.getByRole('alertdialog', { name: 'Auszahlung beantragen?' }).getByRole('button', { name: 'Ja, auszahlen' }).click();
      await form.getByRole('alert').getByText('Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.').waitFor();
      assert.equal(await form.getByLabel(/^Betrag/).inputValue(), '12,345', 'das Formular behält die Eingabe');
      await form.getByRole('button', { name: 'Gesamtes Guthaben' }).click();
      await shoot(page, '13-provider-payouts');
      await form.getByRole('button', { name: 'Auszahlung beantragen' }).click();
      await page.getByRole('alertdialog', { name: 'Auszahlung beantragen?' }).getByRole('button', { name: 'Ja, auszahlen' }).click();
      await page
        .getByTestId('payout-available')
        .getByText(/^0,00\s€$/)
        .waitFor();
      await page.locator('[data-status="requested"]').first().waitFor();
      assert.deepEqual(
        unexpected(problems).filter((problem) => !(problem.kind !== 'pageerror' && /422/.test(`${problem.text} ${problem.url ?? ''}`))),
        [],
        describeProblems(problems),
      );
    });
    // The payout run with the four-eyes rule: `betrieb` creates it over A's request, the finance member releases it
    // (the SEPA file), `betrieb` marks it executed.
    const requested = (await api<{ id: number; status: string }[]>(a.token, 'GET', 'shop/provider/withdraws')).find(
      (withdrawal) => withdrawal.status === 'requested',
    );
    assert.ok(requested, 'A hat eine beantragte Auszahlung');
    const created = payoutsScript('create', String(requested.id), '--reason=Bestell-Journey');
    const runId = /Lauf (\d+)/.exec(created)?.[1];
    assert.ok(runId, `der Auszahlungslauf ist angelegt: ${created}`);
    assert.throws(() => payoutsScript('release', runId), /Vier-Augen-Prinzip/, 'wer den Lauf angelegt hat, gibt ihn nicht frei');
    const financeToken = await staffSessionToken(API_ORIGIN, 'finance');
    execFileSync(process.execPath, [PAYOUTS_SCRIPT, 'release', runId, `--out=${path.join(SHOTS_DIR, 'payouts.xml')}`], {
      encoding: 'utf8',
      env: { ...process.env, MARKTPLATZ_STAFF_TOKEN: financeToken },
    });
    const sepaXml = readFileSync(path.join(SHOTS_DIR, 'payouts.xml'), 'utf8');
    assert.match(sepaXml, /pain\.001\.001\.09/);
    const statement = /<EndToEndId>(AUS-\d{4}-\d{5})<\/EndToEndId>/.exec(sepaXml)?.[1];
    assert.ok(statement, 'die SEPA-Datei nennt den Beleg als EndToEndId');
    assert.match(payoutsScript('executed', runId), /ausgeführt/);
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER_A, PASSWORD);
      await openOrdersPage(page, '/orders/provider/payouts');
      await page.getByText(statement, { exact: true }).first().waitFor();
      await page.locator('[data-status="paid"]').first().waitFor();
      await shoot(page, '14-provider-payout-paid');
      await openOrdersPage(page, '/orders/provider/shipping');
      await page.getByTestId('shipping-methods').waitFor();
      await shoot(page, '15-provider-shipping-setup');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });

    // The customer's order page shows the tracking link and the Widerruf.
    await inSession(suite.browser, async ({ context, page }) => {
      await signIn(context, CUSTOMER, PASSWORD);
      await openOrdersPage(page, `/orders/${encodeURIComponent(order.order_number)}`);
      // Both parts were shipped (B in the browser, A via the API), so each part has its own tracking link.
      const trackingLink = (number: string) =>
        page.getByRole('link', { name: 'Sendung verfolgen' }).and(page.locator(`[href$="piececode=${number}"]`));
      await trackingLink(tracking).waitFor();
      await trackingLink(`A${tracking}`.slice(0, 20)).waitFor();
      await page.getByTestId('revocations').waitFor();
      await shoot(page, '09-customer-order-after');
    });
  });
});
