import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { MOBILE, screenshots } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { DEMO_CUSTOMER } from '../src/harness/login.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { currentConsentVersion } from '../src/harness/session.js';

/**
 * What a German shopper and a provider see on a phone (375 px): colour names with swatches, sold-out variants
 * that say so and cannot be chosen, „Relevanz“ first for a search, VAT notice and aligned prices on cards, one
 * honest line without reviews, a preselected delivery with the free-shipping hint, quote-safe toasts, SEPA direct
 * debit with a checked IBAN; the provider's start page, labelled row checkboxes, the delete confirmation naming
 * the count and the editor's single article number field and save bar. Screenshots at 1280 and 375 px go to
 * e2e/artifacts (`cx-shop-*`).
 */
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PROVIDER = { email: 'anbieter@example.com', password: DEMO_CUSTOMER.password };
const SHIRT = 'damen-t-shirt-basic-bio-baumwolle';
const HONEY = 'kastanienhonig-herb';
const QUOTED = 'rapshonig-fruehling';
const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';

interface Envelope<T> {
  status: boolean;
  message?: string;
  data: T;
}

async function apiCall<T>(pathAndQuery: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_ORIGIN}${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<T>;
  assert.ok(response.ok, `${pathAndQuery}: ${response.status} ${answer.message ?? ''}`);
  return answer.data;
}

async function login(credentials: { email: string; password: string }): Promise<{ token: string; role: string; user_id: number | string }> {
  return apiCall('/login', undefined, credentials);
}

/** Signs in as the login screen would (session in local storage), with the cookie choice already made. */
async function signIn(context: BrowserContext, credentials: { email: string; password: string }): Promise<string> {
  const session = await login(credentials);
  const version = await currentConsentVersion();
  await context.addInitScript(
    ({ origin, data, version }) => {
      if (window.location.origin !== origin) return;
      if (!window.localStorage.getItem('cookie_consent')) {
        window.localStorage.setItem(
          'cookie_consent',
          JSON.stringify({ version, decidedAt: new Date().toISOString(), categories: ['necessary'] }),
        );
      }
      if (window.localStorage.getItem('accessToken')) return;
      window.localStorage.setItem('accessToken', data.token);
      window.localStorage.setItem('user_id', String(data.user_id));
      window.localStorage.setItem('role', data.role === 'User' || data.role === 'Customer' ? 'Customer' : 'Business');
      const { token: _token, ...user } = data;
      window.localStorage.setItem('profile', JSON.stringify(user));
    },
    { origin: SHELL_ORIGIN, data: session, version },
  );
  return session.token;
}

async function open(page: Page, pathAndQuery: string): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, 'mfe_shop');
  await answerCookieBanner(page);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await screenshots(page, `cx-shop-${name}`);
  await page.setViewportSize(MOBILE);
}

/** Empties the customer's open cart (left by an earlier run). */
async function emptyCart(token: string): Promise<void> {
  const cart = await apiCall<{ cart_key: string | null; groups: { items: { id: number }[] }[]; unavailable_items: { id: number }[] }>(
    '/cart',
    token,
  );
  if (!cart.cart_key) return;
  for (const item of [...cart.groups.flatMap((group) => group.items), ...cart.unavailable_items]) {
    await fetch(`${API_ORIGIN}/cart/item/${item.id}?cart_key=${cart.cart_key}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

describe('shop and provider screens a German shopper and provider trust (375 px)', { skip: !API_AVAILABLE && 'ohne API' }, () => {
  const suite = composedSiteSuite();

  test('a shopper on a phone: „Relevanz“ first, VAT notice and aligned prices, colours by name, sold-out variants labelled, one line without reviews, a quote-safe toast', () =>
    inSession(suite.browser, async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await open(page, '/product-search?keyword=honig');
      const sort = page.getByTestId('sort-select');
      await sort.waitFor();
      assert.equal(await sort.inputValue(), 'relevance', 'eine Suche sortiert nach Relevanz');
      assert.equal((await sort.locator('option').first().innerText()).trim(), 'Relevanz');
      const cards = page.getByTestId('product-card');
      await cards.nth(1).waitFor();
      assert.equal(await cards.getByTestId('vat-notice').count(), await cards.count(), 'jede Karte: inkl. MwSt., zzgl. Versand');
      assert.equal((await cards.first().getByTestId('vat-notice').innerText()).trim(), 'inkl. MwSt., zzgl. Versand');
      const [left, right] = await Promise.all([0, 1].map((index) => cards.nth(index).getByTestId('product-card-price').boundingBox()));
      assert.ok(left && right && Math.abs(left.y - right.y) < 2, `Preise einer Reihe auf gleicher Höhe (${left?.y} / ${right?.y})`);
      await shoot(page, 'search');

      // Colours by name with a swatch, never by hex code
      const shirt = await apiCall<{ short_description: string | null; total_review: number }>(`/shop/productBySlug/${SHIRT}`);
      await open(page, `/product/${SHIRT}`);
      const picker = page.getByTestId('variant-picker');
      await picker.waitFor();
      await picker.getByRole('radio', { name: /^Marineblau/ }).waitFor({ state: 'attached' });
      assert.equal((await picker.locator('.swatch').count()) >= 2, true, 'Farbfelder');
      assert.doesNotMatch(await picker.innerText(), /#[0-9a-f]{6}/i, 'keine Hex-Codes als Farbnamen');
      await page.getByTestId('reviews').waitFor();
      if (shirt.total_review === 0) {
        await page.getByTestId('reviews-none').waitFor();
        assert.equal(await page.getByTestId('rating-distribution').count(), 0, 'keine leeren Balken ohne Bewertungen');
        assert.equal(await page.getByText(/noch keine Bewertungen/i).count(), 1, 'eine einzige ehrliche Zeile');
      }
      if (shirt.short_description) {
        const main = await page.locator('main').innerText();
        assert.equal(main.split(shirt.short_description).length - 1, 1, 'der Kurztext steht nur einmal auf der Seite');
      }
      await shoot(page, 'product-colours');

      // Sold out: labelled and not selectable
      await open(page, `/product/${HONEY}`);
      const soldOut = page.getByTestId('variant-picker').getByRole('radio', { name: /\(Ausverkauft\)$/ });
      await soldOut.first().waitFor({ state: 'attached' });
      assert.ok(await soldOut.first().isDisabled(), 'eine ausverkaufte Variante ist nicht wählbar');
      await page.getByTestId('variant-picker').getByText('– ausverkauft').first().waitFor();
      await shoot(page, 'product-sold-out');

      // A name with quotes in it: the toast nests them (‚ ‘) instead of doubling „ “
      await open(page, `/product/${QUOTED}`);
      await page.getByTestId('add-to-cart').click();
      await page.getByText('„Rapshonig ‚Frühling‘“ liegt jetzt im Warenkorb.').first().waitFor();
      assert.equal(await page.getByText('„Rapshonig „Frühling““').count(), 0, 'keine doppelten Anführungszeichen');
    }));

  test('a customer on a phone: the cheapest delivery preselected with „noch … bis versandkostenfrei“, then SEPA direct debit with a checked IBAN and the mandate', () =>
    inSession(suite.browser, async ({ context, page }) => {
      const token = await signIn(context, DEMO_CUSTOMER);
      await emptyCart(token);
      const honey = await apiCall<{ variants: { id: number; qty: number }[] }>(`/shop/productBySlug/${HONEY}`);
      const variant = honey.variants.find((entry) => entry.qty > 0);
      assert.ok(variant, 'Honig vorrätig');
      await apiCall('/cart/add', token, { variant_id: variant.id, qty: 1 });

      await page.setViewportSize(MOBILE);
      await open(page, '/shop/cart');
      const group = page.getByTestId('cart-group').first();
      await group.waitFor();
      assert.equal(await group.getByRole('radio', { checked: true }).count(), 1, 'eine Versandart ist gewählt');
      await group.getByTestId('shipping-preselected').waitFor();
      assert.match(await group.locator('[data-testid^="free-shipping-hint-"]').innerText(), /^Noch \d+,\d{2}\s€ bis versandkostenfrei/);
      await shoot(page, 'cart-preselected');

      await page.getByTestId('to-checkout').click();
      await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
      await page.getByTestId('address-billing').getByRole('radio').first().waitFor();
      await page.getByRole('radio', { name: /SEPA-Lastschrift/ }).check();
      const mandate = page.getByTestId('sepa-mandate');
      await mandate.getByLabel('Kontoinhaber').fill('Erika Mustermann');
      await mandate.getByLabel('IBAN').fill('DE88 3704 0044 0532 0130 00');
      await page.getByTestId('accept-terms').check();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await page
        .getByTestId('checkout-errors')
        .getByText(/gültige IBAN/)
        .waitFor();
      await shoot(page, 'checkout-sepa-invalid');
      await mandate.getByLabel('IBAN').fill(VALID_IBAN);
      await mandate.getByRole('checkbox', { name: /Ich ermächtige/ }).check();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await page.waitForURL(/\/shop\/order\//);
      const terms = page.getByTestId('payment-terms-sepa');
      await terms.waitFor();
      assert.match(await terms.innerText(), /Mandatsreferenz\s+MP-/);
      assert.doesNotMatch(await terms.innerText(), /0532 0130/, 'die IBAN nur maskiert');
      await shoot(page, 'order-sepa');
    }));

  test('a provider on a phone: start page with orders, revenue and stock-outs; labelled row checkboxes of 44 px; deletion names the count; one article number field and a save bar', () =>
    inSession(suite.browser, async ({ context, page }) => {
      const token = await signIn(context, PROVIDER);
      const dashboard = await apiCall<{ is_food_provider: boolean }>('/shop/provider/dashboard', token);
      await page.setViewportSize(MOBILE);
      await open(page, '/shop/provider');
      await page.getByTestId('orders-to-handle').waitFor();
      await page.getByTestId('revenue-chart').waitFor();
      await page.getByTestId('stock-outs').waitFor();
      await page.getByTestId('todos').waitFor();
      assert.equal(await page.locator('[data-area="mfe_shop"]').getByText(/Leads/).count(), 0, 'keine Lead-Kacheln');
      const nav = page.getByRole('navigation', { name: 'Anbieter-Shop' });
      assert.equal(
        await nav.getByRole('link', { name: 'Speise anlegen' }).count(),
        dashboard.is_food_provider ? 1 : 0,
        'Gastro nur für Lebensmittelanbieter',
      );
      await shoot(page, 'provider-dashboard');

      await open(page, '/shop/provider/products');
      await page.getByTestId('products-summary').waitFor();
      const table = page.getByRole('table', { name: 'Produkte des Anbieters' });
      const boxes = table.locator('tbody').getByRole('checkbox');
      await boxes.first().waitFor();
      const names = await boxes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
      assert.ok(
        names.every((name) => name.endsWith(' auswählen') && name !== 'Alle auf dieser Seite auswählen'),
        `je Produkt benannt: ${names.join(' | ')}`,
      );
      const target = await boxes.first().locator('xpath=..').boundingBox();
      assert.ok(target && target.width >= 44 && target.height >= 44, `Trefferfläche ${target?.width}×${target?.height}`);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: 'Ausgewählte Produkte löschen' }).click();
      const confirm = page.getByRole('alertdialog', { name: '2 Produkte löschen?' });
      await confirm.getByRole('button', { name: '2 Produkte löschen' }).waitFor();
      await shoot(page, 'provider-delete-confirm');
      await confirm.getByRole('button', { name: 'Abbrechen' }).click();
      await confirm.waitFor({ state: 'detached' });

      await open(page, '/shop/provider/products/new');
      const form = page.getByRole('form', { name: 'Produkt anlegen' });
      await form.waitFor();
      assert.equal(await form.getByLabel(/^SKU/).count(), 0, 'kein zweites SKU-Feld');
      assert.equal(await form.getByLabel(/^Artikelnummer/).count(), 1, 'eine Artikelnummer');
      assert.equal(await form.getByLabel(/^Alter Preis \(Streichpreis\)/).inputValue(), '', 'kein Streichpreis: leer');
      await page.mouse.wheel(0, 2500);
      const bar = page.getByTestId('save-bar');
      const box = await bar.boundingBox();
      assert.ok(box && box.y + box.height <= MOBILE.height + 1 && box.y >= 0, 'die Speicherleiste bleibt im Bild');
      await shoot(page, 'provider-editor');
    }));
});
