import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { verifyProviderAsStaff } from '../src/harness/admin.js';
import { submittedProvider } from '../src/harness/providers.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { describeProblems, screenshots, WAIT_MS, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, login, registerConfirmedCustomer, shoot as shootAt, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/*
 * Issue #36, item 3 in the browser: a provider with a product and a lead route deletes its account. A customer who had
 * the product in the cart sees it as no longer available and cannot order it; the search no longer finds it; the
 * living world no longer offers the route.
 */

const SHOTS_DIR = process.env.PROVIDER_GONE_SHOTS_DIR ?? '/tmp/shots/provider-withdrawal';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
/** Unique per run: the API's database keeps what earlier runs made. */
const RUN = Date.now().toString(36).toLowerCase();
const PRODUCT = `Abschiedsvase ${RUN}`;
const ROUTE = `Abschiedsbad ${RUN}`;

async function shoot(page: Page, name: string): Promise<void> {
  await shootAt(page, SHOTS_DIR, name, { scrollTop: true, afterEach: (current, width) => assertNoSidewaysScroll(current, name, width) });
  await screenshots(page, `provider-gone-${name}`);
}

function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  return problems.filter((problem) => !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')));
}

async function post(pathAndQuery: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${API_ORIGIN}/${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A new provider, registered, confirmed, its trader data submitted and verified by trust & safety. */
async function verifiedProvider(email: string): Promise<{ token: string; id: number }> {
  const provider = await submittedProvider(email, `Abschied Bad & Wohnen ${RUN} GmbH`, PASSWORD);
  assert.equal(provider.status, 'submitted', 'the complete data wait for trust & safety');
  assert.equal(await verifyProviderAsStaff(API_ORIGIN, provider.id), 'verified', 'trust & safety verifies them');
  return provider;
}

describe(
  'a provider that deletes its account is gone from the marketplace (Chromium, real API)',
  { skip: !API_AVAILABLE && 'ohne API' },
  () => {
    const suite = composedSiteSuite();

    test('the product in a customer cart is no longer available and cannot be ordered; search and living world no longer offer it', async () => {
      const providerEmail = `abschied-${RUN}@example.com`;
      const provider = await verifiedProvider(providerEmail);
      const product = await api<{ id: number; slug: string }>(provider.token, 'POST', 'v2/createProduct', {
        name: PRODUCT,
        sku: `GONE-${RUN}`,
        price: '39,90',
        stock: '5',
        status: 'active',
        details: 'Handgedrehte Vase aus Steinzeug.',
      });
      const route = await api<{ id: number; slug: string }>(provider.token, 'POST', 'api/lead_routes', {
        name: ROUTE,
        world_category_id: 1,
        postal_code: '10115',
        radius: 30,
      });
      await api(provider.token, 'POST', 'api/lead_route_question', {
        lead_route_id: route.id,
        question: 'Was soll gemacht werden?',
        answer_type: 'text',
      });
      await api(provider.token, 'POST', 'api/changeLeadRouteStatus', { id: route.id, status: 'active' });
      const category = await api<{ slug: string }>(provider.token, 'GET', 'v2/world/category/1');
      assert.ok(category, 'die Kategorie der Route');

      // A customer puts the product into the cart while the provider is still there.
      const customerEmail = `kundin-abschied-${RUN}@example.com`;
      await registerConfirmedCustomer(customerEmail, PASSWORD, 'Karla', 'Kundin');
      const customer = await login(customerEmail, PASSWORD);
      const detail = await api<{ variants: { id: number }[] }>(customer.token, 'GET', `shop/productBySlug/${product.slug}`);
      const variant = detail.variants[0];
      assert.ok(variant, 'eine Variante');
      const cart = await api<{ cart_key: string }>(customer.token, 'POST', 'cart/add', { variant_id: variant.id, qty: 1 });
      const found = await api<{ data: { name: string }[] }>(customer.token, 'GET', `api/search?keyword=${encodeURIComponent(PRODUCT)}`);
      assert.ok(
        found.data.some((card) => card.name === PRODUCT),
        'before: the search finds the product',
      );

      // The provider deletes its account.
      await api(provider.token, 'POST', 'accountDeletion', { password: PASSWORD });

      // The API refuses the order with a German message (never 201).
      const refused = await post('orderPlace', { cart_key: cart.cart_key, accept_terms: 1 }, customer.token);
      assert.equal(refused.status, 422);
      const refusal = (await refused.json()) as { errors?: Record<string, string[]> };
      assert.match(JSON.stringify(refusal.errors), /Nicht mehr verfügbar/);

      await inSession(suite.browser, async ({ context, page, problems }) => {
        await signIn(context, customerEmail, PASSWORD);
        await context.addInitScript(
          ([origin, key]) => {
            if (window.location.origin === origin) window.localStorage.setItem('cart_key', key);
          },
          [SHELL_ORIGIN, cart.cart_key] as const,
        );
        // The cart: the line says it is no longer available, offers only „Entfernen“, and the page asks to remove it.
        await openSite(page, `${SHELL_ORIGIN}/shop/cart`);
        await waitForAreaRendered(page, 'mfe_shop');
        await answerCookieBanner(page);
        const line = page.locator('[data-testid="cart-line"][data-unavailable="true"]');
        await line.waitFor({ timeout: WAIT_MS });
        assert.equal(
          await line.getByRole('alert').textContent(),
          'Nicht mehr verfügbar: Der Anbieter bietet diesen Artikel nicht mehr an.',
        );
        assert.equal(await line.getByRole('group').count(), 0, 'no quantity stepper for a gone article');
        await line.getByRole('button', { name: `„${PRODUCT}“ entfernen` }).waitFor();
        await page.getByText('Bitte entfernen Sie die nicht lieferbaren Artikel oder ändern Sie die Menge, bevor Sie bestellen.').waitFor();
        await shoot(page, '01-cart-unavailable');

        // The search no longer finds it.
        await openSite(page, `${SHELL_ORIGIN}/product-search?keyword=${encodeURIComponent(PRODUCT)}`);
        await waitForAreaRendered(page, 'mfe_shop');
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT_MS });
        await page.waitForLoadState('networkidle');
        assert.equal(await page.getByText(PRODUCT, { exact: true }).count(), 0, 'the search does not show the product');
        await shoot(page, '02-search-empty');

        // The living world no longer offers the route.
        await openSite(page, `${SHELL_ORIGIN}/world-category/lead/${category.slug}`);
        await waitForAreaRendered(page, 'mfe_leads');
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: WAIT_MS });
        await page.waitForLoadState('networkidle');
        assert.equal(await page.getByText(ROUTE).count(), 0, 'the living world does not offer the route');
        await shoot(page, '03-world-without-route');
        assert.deepEqual(unexpected(problems), [], describeProblems(problems));
      });
    });
  },
);
