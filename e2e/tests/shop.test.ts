import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { API_ORIGIN } from '../src/harness/api.js';
import { REPO_DIR, SHELL_ORIGIN, areaOrigin } from '../src/harness/areas.js';
import { WAIT_MS, describeProblems, screenshots, type PageProblem, type RecordedRequest } from '../src/harness/browser.js';
import { answerCookieBanner, assertNoPageErrors, header, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { DEMO_CUSTOMER } from '../src/harness/login.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { api, assertNoSidewaysScroll, login, shoot as shootAt } from '../src/harness/session.js';

/** Screenshots of the shop screens also go here (1280 px and 375 px). */
const SHOTS_DIR = process.env.SHOP_SHOTS_DIR ?? '/tmp/shots/shop';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
/** A seeded search term, the seeded product found by it and its seller (api/src/db/seed/shop.ts). */
const SEARCH_TERM = 'honig';
const PRODUCT_NAME = 'Kastanienhonig herb';
const PROVIDER_NAME = 'Hofladen Sonnenfeld';
/** A product slug no seed has. */
const MISSING_SLUG = 'gibt-es-nicht-xyz';

async function shoot(page: Page, name: string): Promise<void> {
  // Pictures and late sections first (bounded: a page that keeps polling still gets its picture).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // The banner may come up a moment after the page: answered before every picture, as a visitor would.
  await answerCookieBanner(page);
  await shootAt(page, SHOTS_DIR, name, {
    afterEach: async (current, width) => {
      await assertNoSidewaysScroll(current, name, width);
      await assertAccessible(current, `${name} (${width} px)`);
    },
  });
  await screenshots(page, `shop-${name}`);
}

/** An axe-core scan of the shop area's part of the page (WCAG 2.1 AA): no serious or critical violation. */
async function assertAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('[data-area="mfe_shop"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = severe.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} – ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  assert.deepEqual(summary, [], `${screen}: schwere Barrieren laut axe-core`);
}

async function openShopPage(page: Page, pathAndQuery: string): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, 'mfe_shop');
  await answerCookieBanner(page);
}

/** The header's cart badge count (0 when it shows none). */
async function cartCount(page: Page): Promise<number> {
  const label = (await header(page).getByTestId('cart-button').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) Artikel/.exec(label)?.[1] ?? '0');
}

async function waitForCartCount(page: Page, expected: number): Promise<void> {
  await page.waitForFunction(
    (count) => document.querySelector('header [data-testid="cart-button"]')?.getAttribute('aria-label') === `Warenkorb, ${count} Artikel`,
    expected,
    { timeout: WAIT_MS },
  );
}

/** A voucher of the seed that still has a balance (the shared API keeps redemptions between runs). */
async function voucherWithBalance(): Promise<string | null> {
  for (const code of ['WILLKOMMEN10', 'GESCHENK50']) {
    const response = await fetch(`${API_ORIGIN}/getVoucherInfo?voucher_code=${code}`);
    if (!response.ok) continue;
    const body = (await response.json()) as { data?: { balance?: number } };
    if ((body.data?.balance ?? 0) > 0) return code;
  }
  return null;
}

function apiCall<T>(pathAndQuery: string, token: string, body?: unknown): Promise<T> {
  return api<T>(token, body === undefined ? 'GET' : 'POST', pathAndQuery, body);
}

async function demoCustomerToken(): Promise<string> {
  return (await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).token;
}

/** Empties the demo customer's open cart (left over by an earlier run), so a scenario starts from a known cart. */
async function emptyDemoCustomerCart(token: string): Promise<void> {
  const cart = await apiCall<{ cart_key: string | null; groups: { items: { id: number }[] }[]; unavailable_items: { id: number }[] }>(
    '/cart',
    token,
  );
  if (!cart.cart_key) return;
  for (const item of [...cart.groups.flatMap((group) => group.items), ...cart.unavailable_items]) {
    const response = await fetch(`${API_ORIGIN}/cart/item/${item.id}?cart_key=${cart.cart_key}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.ok(response.ok, `Warenkorbposition ${item.id} entfernen: ${response.status}`);
  }
}

/**
 * Makes sure the demo customer bought the product (only buyers may review it): when the review summary says they
 * may neither write nor edit a review, one piece is ordered through the API (cash on pickup).
 */
async function ensureDemoCustomerBought(slug: string): Promise<void> {
  const token = await demoCustomerToken();
  const product = await apiCall<{ id: number; variants: { id: number; qty: number }[]; provider: { id: number } }>(
    `/shop/productBySlug/${slug}`,
    token,
  );
  const overview = await apiCall<{ viewer: { can_review: boolean; own_review: unknown } }>(
    `/v2/rating-summary?type=product&type_instance=${product.id}`,
    token,
  );
  if (overview.viewer.can_review || overview.viewer.own_review) return;
  await emptyDemoCustomerCart(token);
  const variant = product.variants.find((entry) => entry.qty > 0);
  assert.ok(variant, `${slug} ist vorrätig`);
  const cart = await apiCall<{ cart_key: string }>('/cart/add', token, { variant_id: variant.id, qty: 1 });
  await apiCall('/setStoreLocation', token, { cart_key: cart.cart_key, provider_id: product.provider.id });
  const billing = await apiCall<{ id: number }[]>('/billing-address', token);
  await apiCall('/order_store_bycash', token, {
    cart_key: cart.cart_key,
    billing_address_id: billing[0]?.id,
    accept_terms: true,
    cash_payment: 'on_pickup',
  });
}

/** Places the open cart from the checkout page with the chosen payment; answers the order number. */
async function checkout(page: Page, payment: 'cash' | 'voucher', voucher: string | null): Promise<string> {
  await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
  await page.getByTestId('address-billing').getByRole('radio').first().waitFor();
  const pickup = page.getByRole('radio', { name: /Abholung im Hofladen/ });
  if (await pickup.count()) await pickup.first().check();
  await page.getByTestId('payment-methods').getByRole('radio').first().waitFor();
  if (payment === 'cash') {
    await page
      .getByRole('radio', { name: /Barzahlung/ })
      .first()
      .check();
    await page.getByTestId('cash-information').waitFor();
  } else {
    await page
      .getByRole('radio', { name: /Gutschein/ })
      .first()
      .check();
    await page.getByTestId('voucher-code').fill(voucher ?? '');
    await page.getByTestId('voucher-check').click();
    await page.getByTestId('voucher-info').waitFor();
    // What the voucher leaves open is paid in advance (the payment method of the same name is the voucher's choice).
    const rest = page.getByTestId('voucher-rest').getByRole('radio', { name: 'Vorkasse (Überweisung)' });
    if (await rest.count()) await rest.check();
  }
  await page.getByTestId('accept-terms').check();
  const button = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  assert.equal((await button.innerText()).trim(), 'Zahlungspflichtig bestellen');
  await shoot(page, payment === 'cash' ? 'checkout-cash' : 'checkout-voucher');
  await button.click();
  await page.waitForURL(/\/shop\/order\//, { timeout: WAIT_MS });
  await page.getByTestId('order-number').waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** Console errors and failed responses other than the ones a scenario provokes on purpose. */
function unexpected(problems: readonly PageProblem[], allowed: RegExp[] = []): PageProblem[] {
  return problems.filter(
    (problem) =>
      !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')) &&
      !allowed.some((pattern) => pattern.test(`${problem.text} ${problem.url ?? ''}`)),
  );
}

/** Gzip size (-9) of the shop remote's own scripts the product page loaded (remoteEntry and shared code left out). */
function productPageJs(requests: readonly RecordedRequest[]): { files: string[]; bytes: number } {
  const origin = areaOrigin('mfe_shop');
  const manifest = JSON.parse(readFileSync(path.join(REPO_DIR, 'mfe-shop/dist/mf-manifest.json'), 'utf8')) as {
    shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  };
  const sharedFiles = new Set(
    (manifest.shared ?? []).flatMap((entry) => [...(entry.assets?.js?.sync ?? []), ...(entry.assets?.js?.async ?? [])]),
  );
  const files = [
    ...new Set(
      requests
        .filter((request) => request.url.startsWith(`${origin}/`) && request.url.endsWith('.js'))
        .map((request) => new URL(request.url).pathname.replace(/^\//, '')),
    ),
  ].filter((file) => file !== 'remoteEntry.js' && !sharedFiles.has(file));
  const bytes = files.reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(REPO_DIR, 'mfe-shop/dist', file)), { level: 9 }).length,
    0,
  );
  return { files, bytes };
}

describe('shop area on the real API', { skip: !API_AVAILABLE && 'braucht die API mit Demodaten' }, () => {
  const suite = composedSiteSuite();

  test('a guest browses, searches, filters and sorts, picks a variant, fills the cart, logs in (cart kept), orders with cash on pickup and then with a voucher', () =>
    inSession(suite.browser, async ({ page, problems, requests }) => {
      await emptyDemoCustomerCart(await demoCustomerToken());
      // Marketplace home
      await openShopPage(page, '/shop');
      await page.getByRole('heading', { level: 1, name: 'Marktplatz' }).waitFor();
      await page.getByTestId('marketplace-featured').getByTestId('product-card').first().waitFor();
      await page.getByTestId('marketplace-latest').getByTestId('product-card').first().waitFor();
      await shoot(page, 'marketplace');

      // Search with suggestions while typing: the first letters „hon“ already suggest honey
      const search = page.getByTestId('product-search-input');
      await search.pressSequentially(SEARCH_TERM.slice(0, 3), { delay: 60 });
      const suggestions = page.getByRole('listbox', { name: 'Vorschläge' });
      await suggestions.getByRole('option', { name: /honig/i }).first().waitFor();
      await shoot(page, 'search-suggestions');
      await search.pressSequentially(SEARCH_TERM.slice(3), { delay: 60 });
      await search.press('Enter');
      await page.waitForURL(`${SHELL_ORIGIN}/product-search?keyword=${SEARCH_TERM}`);
      await page.getByRole('heading', { level: 1, name: `Suchergebnisse für „${SEARCH_TERM}“` }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      await shoot(page, 'search');

      // A typo still finds honey and says what it took; a word nobody has offers categories, not „Filter zurücksetzen“
      await openShopPage(page, '/product-search?keyword=Honnig');
      await page
        .getByTestId('similar-note')
        .getByRole('link', { name: /Meinten Sie „Honig“/ })
        .waitFor();
      await page.getByTestId('product-card').first().waitFor();
      await openShopPage(page, '/product-search?keyword=Xylqwvz');
      await page.getByText('Keine Produkte gefunden').waitFor();
      await page.getByTestId('empty-help').getByRole('link').first().waitFor();
      assert.equal(await page.getByRole('button', { name: 'Filter zurücksetzen' }).count(), 0, 'ohne Filter kein „Filter zurücksetzen“');
      await shoot(page, 'search-empty');
      await openShopPage(page, `/product-search?keyword=${SEARCH_TERM}`);
      await page.getByTestId('product-card').first().waitFor();

      // Filter by provider, sort by price (descending): URL and result follow
      const providerOption = await page.getByTestId('filter-provider').locator('option', { hasText: PROVIDER_NAME }).getAttribute('value');
      assert.ok(providerOption, `der Anbieter ${PROVIDER_NAME} steht im Filter`);
      await page.getByTestId('filter-provider').selectOption(providerOption);
      await page.waitForURL(/provider_id=\d+/);
      await page.getByTestId('sort-select').selectOption({ label: 'Preis (absteigend)' });
      await page.waitForURL(/sort=price_desc/);
      await page.getByTestId('product-card').first().waitFor();
      // The previous result, or the loading skeleton without cards, may be on screen until the sorted one arrives: give
      // it up to 15 s to be replaced by several cards in order.
      const toEuros = (texts: string[]) => texts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
      const descending = (values: number[]) => values.every((value, index) => index === 0 || (values[index - 1] ?? value) >= value);
      let prices = await page.getByTestId('product-card-price').allInnerTexts();
      const sorted = (texts: string[]) => texts.length > 1 && descending(toEuros(texts));
      for (const deadline = Date.now() + 15_000; !sorted(prices) && Date.now() < deadline;) {
        await page.waitForTimeout(200);
        prices = await page.getByTestId('product-card-price').allInnerTexts();
      }
      const euros = toEuros(prices);
      assert.ok(euros.length > 1, 'mehrere Treffer zum Sortieren');
      assert.deepEqual(
        euros,
        [...euros].sort((a, b) => b - a),
        `absteigend nach Preis sortiert: ${prices.join(' | ')}`,
      );
      await shoot(page, 'list-filtered');
      // The sort is shared within the product family: the plain list keeps it.
      await page.goto(`${SHELL_ORIGIN}/product-list`);
      await page.waitForURL(/\/product-list\?.*sort=price_desc/);
      await page.getByTestId('product-card').first().waitFor();

      // A filter nothing matches shows the empty state
      await openShopPage(page, '/product-search?keyword=gibtesnichtxyz');
      await page.getByText('Keine Produkte gefunden').waitFor();
      await shoot(page, 'list-empty');

      // Product page: pick a variant, add to the cart
      await openShopPage(page, `/product-search?keyword=${SEARCH_TERM}`);
      await page.getByRole('link', { name: PRODUCT_NAME }).first().click();
      await page.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
      await page.getByTestId('product-price').waitFor();
      await page.getByTestId('reviews').waitFor();
      await shoot(page, 'product');
      // Variants: the sold-out 250 g jar is labelled so and cannot be chosen; the 500 g jar changes price and stock
      const soldOut = page.getByRole('radio', { name: '250 g (Ausverkauft)' });
      assert.ok(await soldOut.isDisabled(), 'ausverkauft: nicht wählbar');
      await page.getByTestId('variant-picker').getByText('– ausverkauft').waitFor();
      // The page starts on the jar in stock
      assert.ok(await page.getByRole('radio', { name: '500 g' }).isChecked(), 'die vorrätige Variante ist gewählt');
      assert.match(await page.getByTestId('product-stock').innerText(), /Lager/);
      await page
        .getByTestId('bulk-prices')
        .getByText(/ab \d+ Stück: .* € \/ Stück/)
        .first()
        .waitFor();
      await page.getByText('inkl. MwSt.,').first().waitFor();
      // Keyboard: the gallery changes its picture with the arrow keys
      await page.getByTestId('product-gallery').focus();
      await page.keyboard.press('ArrowRight');
      await page.locator('[data-testid="product-gallery"][aria-label*="Bild 2 von"]').waitFor();
      const before = await cartCount(page);
      await page.getByTestId('add-to-cart').click();
      await page.getByText(`„${PRODUCT_NAME}“ liegt jetzt im Warenkorb.`).first().waitFor();
      await waitForCartCount(page, before + 1);
      await shoot(page, 'product-variant');
      // A numeric id goes to the slug URL
      const productId = await page.evaluate(async (origin) => {
        const response = await fetch(`${origin}/shop/productBySlug/kastanienhonig-herb`);
        return ((await response.json()) as { data: { id: number } }).data.id;
      }, API_ORIGIN);
      // Opened directly (cold cache of this page load), the product page loads this much of the shop remote's code
      requests.length = 0;
      await openShopPage(page, `/product/${productId}`);
      await page.waitForURL(`${SHELL_ORIGIN}/product/kastanienhonig-herb`);
      await page.getByTestId('reviews').waitFor();
      await page.waitForLoadState('networkidle');
      const js = productPageJs(requests);
      console.log(`Produktseite: eigenes JS des Shop-Remotes ${(js.bytes / 1024).toFixed(1)} KB gzip (${js.files.join(', ')})`);
      assert.ok(js.bytes <= 80 * 1024, `Produktseite lädt ${js.bytes} B gzip eigenes JS (Ziel ≤ 80 KB)`);

      // Cart as a guest
      await header(page).getByTestId('cart-button').click();
      await page.getByRole('heading', { level: 1, name: 'Warenkorb' }).waitFor();
      await page.getByTestId('cart-group').first().waitFor();
      await shoot(page, 'cart-guest');

      // To the checkout: the login comes first, the cart is kept
      await page.getByTestId('to-checkout').click();
      await page.waitForURL(/\/login\?redirect=/);
      const form = page.getByRole('form', { name: 'Anmelden' });
      await form.getByLabel(/E-Mail-Adresse oder Benutzername/).fill(DEMO_CUSTOMER.email);
      await form.getByLabel(/^Passwort/).fill(DEMO_CUSTOMER.password);
      await form.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL(`${SHELL_ORIGIN}/shop/checkout`);
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).waitFor();
      assert.ok(
        (await page.getByTestId('cart-line').allInnerTexts()).some((text) => text.includes(PRODUCT_NAME)),
        'der Warenkorb des Gastes ist nach der Anmeldung noch da',
      );

      const cashOrder = await checkout(page, 'cash', null);
      await page.getByTestId('vendor-order').first().waitFor();
      await page.getByTestId('email-sent').waitFor();
      await shoot(page, 'order-confirmation-cash');
      await waitForCartCount(page, 0);
      assert.ok(cashOrder.length > 0);
      // The ordered cart is gone: the cart page says it is empty
      await openShopPage(page, '/shop/cart');
      await page.getByText('Ihr Warenkorb ist leer').waitFor();
      await shoot(page, 'cart-empty');

      // A new cart, paid with a voucher
      // A new cart, paid with a voucher
      const voucher = await voucherWithBalance();
      await openShopPage(page, '/product/kastanienhonig-herb');
      await page.getByRole('radio', { name: '500 g' }).check();
      await page.getByTestId('product-quantity').fill('2');
      await page.getByTestId('add-to-cart').click();
      await waitForCartCount(page, 2);
      await openShopPage(page, '/shop/cart');
      await page.getByTestId('cart-group').first().waitFor();
      await shoot(page, 'cart-customer');
      await page.getByTestId('to-checkout').click();
      if (voucher) {
        const voucherOrder = await checkout(page, 'voucher', voucher);
        assert.notEqual(voucherOrder, cashOrder, 'der neue Warenkorb ist eine neue Bestellung');
        await page.getByTestId('payment-instructions').waitFor();
        await shoot(page, 'order-confirmation-voucher');
      } else {
        // The seeded vouchers are spent in this (kept) database: a spent voucher is refused with the server's words
        console.log('Kein Gutschein mit Guthaben mehr in dieser Datenbank: nur die Ablehnung eines aufgebrauchten Gutscheins geprüft.');
        await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
        await page
          .getByRole('radio', { name: /Gutschein/ })
          .first()
          .check();
        await page.getByTestId('voucher-code').fill('EINGELOEST');
        await page.getByTestId('voucher-check').click();
        await page.getByRole('alert').filter({ hasText: 'Das Guthaben dieses Gutscheins ist bereits aufgebraucht.' }).waitFor();
        assert.equal(await page.getByTestId('voucher-info').count(), 0, 'kein Guthaben angezeigt');
        await shoot(page, 'checkout-voucher-spent');
        await emptyDemoCustomerCart(await demoCustomerToken());
      }

      assertNoPageErrors(problems);
      const refusedVoucher = voucher ? [] : [/getVoucherInfo\?voucher_code=EINGELOEST/];
      assert.deepEqual(unexpected(problems, refusedVoucher), [], describeProblems(unexpected(problems, refusedVoucher)));
    }));

  test('a customer who bought the product keeps a favourite and writes, edits and deletes a review; a guest is asked to log in for the heart', () =>
    inSession(suite.browser, async ({ page, problems }) => {
      await ensureDemoCustomerBought('kastanienhonig-herb');
      // A product that does not exist: the error with a retry, no product
      await openShopPage(page, `/product/${MISSING_SLUG}`);
      await page.getByText('Das Produkt konnte nicht geladen werden.').waitFor();
      await page.getByRole('button', { name: /erneut/i }).waitFor();
      assert.equal(await page.getByTestId('buy-box').count(), 0, 'kein Produkt angezeigt');
      await shoot(page, 'product-not-found');
      // Guest: the heart asks to log in
      await openShopPage(page, '/product/kastanienhonig-herb');
      await page.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
      await page.getByTestId('buy-box').getByTestId('favourite-toggle').click();
      await page.getByRole('dialog', { name: 'Bitte melden Sie sich an' }).waitFor();
      await shoot(page, 'favourite-login');
      await page.getByTestId('favourite-login').click();
      const form = page.getByRole('form', { name: 'Anmelden' });
      await form.getByLabel(/E-Mail-Adresse oder Benutzername/).fill(DEMO_CUSTOMER.email);
      await form.getByLabel(/^Passwort/).fill(DEMO_CUSTOMER.password);
      await form.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL(`${SHELL_ORIGIN}/product/kastanienhonig-herb`);

      // Favourite on, then the list, then removal with confirmation
      const heart = page.getByTestId('buy-box').getByTestId('favourite-toggle');
      await heart.waitFor();
      if ((await heart.getAttribute('aria-pressed')) !== 'true') {
        await heart.click();
        await page.waitForFunction(
          () => document.querySelector('[data-testid="buy-box"] [data-testid="favourite-toggle"]')?.getAttribute('aria-pressed') === 'true',
        );
      }
      await openShopPage(page, '/shop/favourites');
      const card = page.getByTestId('favourite-card').filter({ hasText: PRODUCT_NAME });
      await card.waitFor();
      await shoot(page, 'favourites');
      await card.getByRole('button', { name: /nicht mehr merken/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Entfernen' }).click();
      await card.waitFor({ state: 'detached' });

      // Review: the customer bought it in the first scenario (or an earlier run)
      await openShopPage(page, '/product/kastanienhonig-herb');
      const reviews = page.getByTestId('reviews');
      await reviews.getByTestId('review-policy').waitFor({ state: 'attached' });
      const own = reviews.getByTestId('own-review');
      if (await own.count()) {
        await own.getByTestId('review-delete').click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
        await own.waitFor({ state: 'detached' });
      }
      const reviewForm = reviews.getByTestId('review-form');
      await reviewForm.waitFor();
      await reviewForm.getByRole('radio', { name: '5 Sterne' }).check();
      await reviewForm.getByLabel(/Ihre Erfahrung/).fill('Sehr aromatisch, kräftig und nicht zu süß – gerne wieder.');
      await reviewForm.getByLabel(/Überschrift/).fill('Kräftig im Geschmack');
      await shoot(page, 'review-form');
      await reviewForm.getByTestId('review-submit').click();
      await own.waitFor();
      assert.match(await own.innerText(), /Kräftig im Geschmack/);
      await page.getByTestId('rating-distribution').waitFor();
      await shoot(page, 'review-written');
      await own.getByTestId('review-edit').click();
      const editForm = reviews.getByTestId('review-form');
      await editForm.getByRole('radio', { name: '4 Sterne' }).check();
      await editForm.getByRole('button', { name: 'Änderungen speichern' }).click();
      await own.waitFor();
      await page.getByText('Ihre Bewertung wurde aktualisiert.').first().waitFor();

      assertNoPageErrors(problems);
      const missing = [new RegExp(MISSING_SLUG)];
      assert.deepEqual(unexpected(problems, missing), [], describeProblems(unexpected(problems, missing)));
    }));
});
