import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsStaff, staffApiToken } from '../src/harness/admin.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { describeProblems, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, login, shoot as shootAt, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/*
 * Issue 40 §5 in the browser: a customer's refund is rejected by the provider; the customer turns to the marketplace
 * from the order page („Marktplatz einschalten“); the provider answers at „Streitfälle“; support decides a partial
 * refund at /admin/streitfaelle; the refund appears on the customer's order page and in the provider's finance figures
 * (and its balance through the ledger).
 */

const SHOTS_DIR = process.env.DISPUTES_SHOTS_DIR ?? '/tmp/shots/disputes';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
const CUSTOMER = 'kunde@example.com';
const PROVIDER = 'kuechenwelt@example.com';
const STATEMENT = 'Der Artikel kam mit einem Sprung an, das Foto in meinem Antrag zeigt den Schaden deutlich.';
const ANSWER = 'Der Artikel wurde unbeschädigt und sicher verpackt versendet; die Kundin hat den Schaden nicht gemeldet.';
const REASON = 'Ein Transportschaden ist wahrscheinlich; der Marktplatz erstattet die Hälfte des Warenwerts.';

async function shoot(page: Page, name: string): Promise<void> {
  await shootAt(page, SHOTS_DIR, name, { scrollTop: true, afterEach: (current, width) => assertNoSidewaysScroll(current, name, width) });
}

async function openArea(page: Page, pathAndQuery: string, area: 'mfe_orders' | 'mfe_admin'): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, area);
  await answerCookieBanner(page);
}

function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  return problems.filter((problem) => !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')));
}

function euro(cents: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

interface Order {
  id: number;
  order_number: string;
  vendor_orders: { id: number; vendor_order_number: string; items: { id: number; line_total: number }[] }[];
}

/** A product of the provider in stock that can be shipped. */
async function shippableVariant(token: string, providerId: number | string): Promise<number> {
  const found = await api<{ data: { slug: string }[] }>(
    token,
    'GET',
    `api/search?provider_id=${providerId}&product_type=normal&per_page=30`,
  );
  for (const card of found.data) {
    const product = await api<{ is_pickup?: boolean | number; variants: { id: number; qty: number }[] }>(
      token,
      'GET',
      `shop/productBySlug/${card.slug}`,
    );
    const variant = product.variants.find((entry) => entry.qty > 2);
    if (variant && !product.is_pickup) return variant.id;
  }
  throw new Error(`Anbieter ${providerId} hat kein versendbares Produkt auf Lager`);
}

const state: {
  order?: Order;
  vendorOrderNumber?: string;
  refundId?: number;
  requestedCents?: number;
  partialCents?: number;
  balanceBefore?: number;
} = {};

describe('disputes („Marktplatz einschalten“) in Chromium (against the real API)', { skip: !API_AVAILABLE && 'ohne API' }, () => {
  const suite = composedSiteSuite();

  test('a paid order’s refund request is rejected by the provider (set up through the API)', async () => {
    const customer = await login(CUSTOMER, PASSWORD);
    const provider = await login(PROVIDER, PASSWORD);
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
    const variant = await shippableVariant(customer.token, provider.user_id);
    const added = await api<{ cart_key: string }>(customer.token, 'POST', 'cart/add', { variant_id: variant, qty: 1 });
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
    const order = (await api<{ order: Order }>(customer.token, 'POST', 'orderPlace', { cart_key: added.cart_key, accept_terms: true }))
      .order;
    const vendor = order.vendor_orders[0];
    const line = vendor?.items[0];
    assert.ok(vendor && line, 'eine Teilbestellung mit Position');
    // The transfer arrives (finance books it), so the sale is in the provider's balance.
    await api(staffApiToken(), 'POST', 'admin/payouts/transfer-received', { order_number: order.order_number });
    for (const status of ['confirmed', 'shipped'])
      await api(provider.token, 'POST', 'api/order-track', { shop_vendor_order_id: vendor.id, status });
    const refund = await api<{ id: number; requested_amount_cents: number }>(customer.token, 'POST', 'refund-process', {
      shop_vendor_order_id: vendor.id,
      reason: 'damaged',
      comment: 'Sprung im Glas',
      lines: [{ item_id: line.id, qty: 1 }],
    });
    await api(provider.token, 'POST', 'acceptRefundItem', { id: refund.id, action: 'reject', reason: 'Kein Schaden beim Versand.' });
    state.order = order;
    state.vendorOrderNumber = vendor.vendor_order_number;
    state.refundId = refund.id;
    state.requestedCents = refund.requested_amount_cents;
    state.partialCents = Math.floor(refund.requested_amount_cents / 2);
    state.balanceBefore = (await api<{ balance_cents: number }>(provider.token, 'GET', 'getPayoutsinfo')).balance_cents;
  });

  test('the customer opens a dispute from the order page with the German check of the statement', async () => {
    const { order } = state;
    assert.ok(order);
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, CUSTOMER, PASSWORD);
      await openArea(page, `/orders/${encodeURIComponent(order.order_number)}`, 'mfe_orders');
      await page.getByRole('heading', { level: 1, name: `Bestellung ${order.order_number}` }).waitFor();
      const box = page.getByTestId('vendor-order').first();
      await box.getByRole('button', { name: 'Marktplatz einschalten' }).click();
      const form = box.getByTestId('dispute-form');
      await form.getByRole('button', { name: 'Fall einreichen' }).click();
      await form.getByText('Bitte beschreiben Sie den Fall in mindestens 20 Zeichen.').first().waitFor();
      await form.getByLabel(/^Ihre Schilderung/).fill(STATEMENT);
      await shoot(page, '01-dispute-form');
      await form.getByRole('button', { name: 'Fall einreichen' }).click();
      const dispute = box.getByTestId('dispute-case');
      await dispute.getByTestId('dispute-status').getByText('Wartet auf Stellungnahme des Anbieters').waitFor();
      assert.equal(await box.getByRole('button', { name: 'Marktplatz einschalten' }).count(), 0, 'no second dispute on the same refund');
      await shoot(page, '02-dispute-open');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
  });

  test('the provider sees the deadline and answers at „Streitfälle“', async () => {
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER, PASSWORD);
      await openArea(page, '/orders/provider/disputes', 'mfe_orders');
      const card = page
        .getByTestId('provider-dispute')
        .filter({ hasText: state.vendorOrderNumber ?? '' })
        .first();
      await card
        .getByTestId('dispute-deadline')
        .getByText(/^Frist für Ihre Stellungnahme: /)
        .waitFor();
      await card.getByText(STATEMENT).waitFor();
      await card.getByRole('textbox', { name: /^Ihre Stellungnahme/ }).fill(ANSWER);
      await shoot(page, '03-provider-answer');
      await card.getByRole('button', { name: 'Stellungnahme senden' }).click();
      await card.getByText(ANSWER).waitFor();
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
  });

  test('support decides a partial refund after a confirmation naming the money', async () => {
    const partial = state.partialCents ?? 0;
    await inSession(suite.browser, async ({ page, problems }) => {
      await signInAsStaff(page, 'support', '/admin/streitfaelle');
      await waitForAreaRendered(page, 'mfe_admin');
      await page.getByRole('table', { name: 'Streitfälle' }).waitFor();
      const row = page
        .getByRole('row')
        .filter({ hasText: state.vendorOrderNumber ?? '' })
        .first();
      await row.getByRole('link').click();
      await page.getByText(ANSWER).waitFor();
      await page.getByText('Kein Schaden beim Versand.').waitFor();
      await page.getByRole('radio', { name: 'Teilweise Erstattung' }).check();
      await page.getByLabel(/^Betrag der Teilerstattung/).fill((partial / 100).toFixed(2).replace('.', ','));
      await page.getByLabel(/^Begründung/).fill(REASON);
      await page.getByRole('button', { name: 'Entscheidung prüfen' }).click();
      const confirm = page.getByTestId('dispute-confirm-text');
      await confirm.waitFor();
      assert.equal(
        plain(await confirm.textContent()),
        `Der Kundin werden ${plain(euro(partial))} aus dem Guthaben des Anbieters erstattet.`,
      );
      await shoot(page, '04-support-confirm');
      await page.getByRole('button', { name: 'Verbindlich entscheiden' }).click();
      await page
        .getByTestId('admin-dispute-decision')
        .getByText(/Teilweise Erstattung/)
        .waitFor();
      await shoot(page, '05-support-decided');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
  });

  test('the refund appears on the customer’s order page and in the provider’s finance figures and balance', async () => {
    const { order } = state;
    const partial = state.partialCents ?? 0;
    assert.ok(order);
    const provider = await login(PROVIDER, PASSWORD);
    const after = (await api<{ balance_cents: number }>(provider.token, 'GET', 'getPayoutsinfo')).balance_cents;
    const entries = await api<{ kind: string; amount_cents: number; vendor_order_number: string | null }[]>(
      provider.token,
      'GET',
      'ledgerEntries?per_page=100',
    );
    const own = entries.filter((entry) => entry.vendor_order_number === state.vendorOrderNumber);
    assert.deepEqual(
      own.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount_cents),
      [-partial],
      'the ledger books the decided refund against the provider',
    );
    // Commission given back with a refund (if any rate applied) is the provider's again.
    const commissionBack = own.filter((entry) => entry.kind === 'commission_refund').reduce((sum, entry) => sum + entry.amount_cents, 0);
    assert.equal(after, (state.balanceBefore ?? 0) - partial + commissionBack, 'the provider’s balance is lowered by the refund (ledger)');
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, CUSTOMER, PASSWORD);
      await openArea(page, `/orders/${encodeURIComponent(order.order_number)}`, 'mfe_orders');
      const decision = page.getByTestId('dispute-decision').first();
      await decision.waitFor();
      const text = plain(await decision.textContent());
      assert.ok(text.includes('Teilweise Erstattung') && text.includes(plain(euro(partial))) && text.includes(REASON), text);
      const sums = plain(await page.getByTestId('payment-sums').textContent());
      assert.ok(sums.includes(`Erstattet${plain(euro(partial))}`) || sums.includes(plain(euro(partial))), sums);
      await shoot(page, '06-customer-refunded');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
    await inSession(suite.browser, async ({ context, page, problems }) => {
      await signIn(context, PROVIDER, PASSWORD);
      await openArea(page, '/orders/provider/finance', 'mfe_orders');
      const row = page
        .getByRole('row')
        .filter({ hasText: state.vendorOrderNumber ?? '' })
        .first();
      await row.waitFor();
      assert.ok(plain(await row.textContent()).includes(plain(euro(partial))), plain(await row.textContent()));
      await shoot(page, '07-provider-finance');
      assert.deepEqual(unexpected(problems), [], describeProblems(problems));
    });
  });
});
