import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../src/harness/axe.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { describeProblems, screenshots, type PageProblem } from '../src/harness/browser.js';
import { openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, login, shoot as shootAt, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/** Screenshots of the food screens at 1280 px and 375 px. */
const SHOTS_DIR = process.env.FOOD_SHOTS_DIR ?? '/tmp/shots/food';
const PASSWORD = 'Marktplatz2026!';
const CUSTOMER = 'kunde@example.com';
const PIZZERIA = 'pizzeria@example.com';
const LIVE_MS = 20_000;

const violations: string[] = [];

async function shoot(page: Page, name: string): Promise<void> {
  // A toast still fading in (a status change's confirmation) is half transparent, and axe measures its contrast as
  // such; with reduced motion it is shown at once, as it ends up.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await shootAt(page, SHOTS_DIR, name, {
    scrollTop: true,
    afterEach: async (current, width) => {
      await assertNoSidewaysScroll(current, name, width);
      if (width === 1280) violations.push(...(await seriousViolations(current, name)));
    },
  });
  await screenshots(page, `food-${name}`);
}

async function openFood(page: Page, pathAndQuery: string, remote: 'mfe_food' | 'mfe_shop' = 'mfe_food'): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, remote);
}

/** Console errors and failed responses other than the refused checkout the journey provokes on purpose. */
function unexpected(problems: readonly PageProblem[]): PageProblem[] {
  return problems.filter(
    (problem) =>
      !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')) &&
      !(problem.kind === 'response' && /order_store_bycash|orderPlace/.test(problem.url ?? '') && problem.text.includes('422')) &&
      !(problem.kind === 'console' && /422|Unprocessable/.test(problem.text)),
  );
}

async function addDish(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `${name} in den Warenkorb legen` }).click();
  await page.getByText(`${name} liegt im Warenkorb.`).first().waitFor();
}

/** From the cart to the checkout: delivery, cash on delivery, terms, order. */
async function placeOrder(page: Page): Promise<void> {
  await openFood(page, '/shop/cart', 'mfe_shop');
  await page.getByTestId('to-checkout').click();
  await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
  await page.getByTestId('address-billing').getByRole('radio').first().waitFor();
  const delivery = page.getByRole('radio', { name: /^Lieferung/ });
  if (await delivery.count()) {
    await delivery.first().check();
    await page.waitForTimeout(300);
  }
  await page.getByTestId('payment-methods').getByRole('radio').first().waitFor();
  await page
    .getByRole('radio', { name: /Barzahlung/ })
    .first()
    .check();
  await page.getByTestId('accept-terms').check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
}

interface ApiCart {
  cart_key: string;
  groups: { provider_id: number; items: { cart_item_id: number }[]; shipping: { methods: { id: number; is_pickup: boolean }[] } }[];
}

/** Empties the customer's cart through the API (the journeys start from a cart of food only). */
async function emptyCart(token: string): Promise<void> {
  const cart = await api<ApiCart>(token, 'GET', 'cart');
  for (const line of cart.groups.flatMap((group) => group.items)) {
    await api(token, 'DELETE', `cart/item/${line.cart_item_id}?cart_key=${cart.cart_key}`);
  }
}

/** Two pizzas into the customer's cart through the API, delivered; answers the cart key. */
async function pizzasInCart(token: string): Promise<string> {
  const menu = await api<{ categories: { dishes: { name: string; variant_id: number }[] }[] }>(
    token,
    'GET',
    'api/foodProviderBySlugNew?slug=pizzeria-da-marco',
  );
  const margherita = menu.categories.flatMap((category) => category.dishes).find((dish) => dish.name === 'Pizza Margherita');
  assert.ok(margherita, 'Pizza Margherita auf der Speisekarte');
  const cart = await api<ApiCart>(token, 'POST', 'cart/add', { variant_id: margherita.variant_id, qty: 2 });
  for (const group of cart.groups) {
    const delivery = group.shipping.methods.find((method) => !method.is_pickup);
    if (delivery) {
      await api(token, 'POST', 'updateCartItemShipping', {
        cart_key: cart.cart_key,
        provider_id: group.provider_id,
        shipping_method_id: delivery.id,
      });
    }
  }
  return cart.cart_key;
}

/**
 * An order of two pizzas placed through the API, for a later delivery slot (the restaurant keeps real hours, so
 * „so bald wie möglich“ works only while it is open; a slot works at any hour).
 */
async function orderPizzasByApi(token: string): Promise<void> {
  await emptyCart(token);
  const cartKey = await pizzasInCart(token);
  const provider = await api<{ id: number }>(token, 'GET', 'api/foodProviderBySlug?slug=pizzeria-da-marco');
  const slots = await api<{ options: { value: string }[] }>(token, 'GET', `food/slots?provider_id=${provider.id}&cart_key=${cartKey}`);
  const slot = slots.options[3] ?? slots.options[0];
  assert.ok(slot, 'eine wählbare Lieferzeit heute oder morgen');
  await api(token, 'POST', 'food/slot', { cart_key: cartKey, provider_id: provider.id, mode: 'delivery', slot_at: slot.value });
  await api(token, 'POST', 'order_store_bycash', { cart_key: cartKey, accept_terms: 1 });
}

async function boardTab(page: Page, label: RegExp): Promise<void> {
  await page.getByRole('tab', { name: label }).click();
}

async function customerSees(page: Page, status: string): Promise<void> {
  await page.getByTestId('order-status').filter({ hasText: status }).waitFor({ timeout: LIVE_MS });
}

describe('food: search, menu, order by delivery, live board and live order page', () => {
  const suite = composedSiteSuite();

  test('the customer orders a pizza; the provider’s open board and the customer’s order page follow every step live', async () => {
    await inSession(suite.browser, async (provider) => {
      await inSession(suite.browser, async (customer) => {
        await signIn(provider.context, PIZZERIA, PASSWORD);
        await signIn(customer.context, CUSTOMER, PASSWORD);

        // The provider's board is open (and stays open, no reload) before the order comes in.
        const board = provider.page;
        await openFood(board, '/food/board');
        await board.getByRole('heading', { level: 1, name: 'Bestelleingang' }).waitFor();
        await board.getByTestId('live-state').filter({ hasText: 'Live' }).waitFor({ timeout: LIVE_MS });
        await board.getByRole('button', { name: 'Ton aktivieren' }).click();
        await board.getByText('Ton ist aktiv').waitFor();
        const pendingBefore = await board.getByTestId('board-order').count();

        // The customer finds the pizzeria by postal code.
        const page = customer.page;
        await openFood(page, '/food-provider-search');
        await page.getByLabel('Ihre Postleitzahl').fill('10115');
        await page.getByRole('button', { name: 'Restaurants suchen' }).click();
        const link = page.getByRole('link', { name: 'Speisekarte von Pizzeria Da Marco' });
        await link.waitFor();
        await shoot(page, 'search');
        await link.click();
        await page.getByRole('heading', { level: 1, name: 'Pizzeria Da Marco' }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Pizza' }).waitFor();
        await page.getByText('Allergene: Glutenhaltiges Getreide, Milch (Laktose)').first().waitFor();
        await shoot(page, 'menu');

        // A later delivery time instead of „so bald wie möglich“ (a quarter hour inside today's or tomorrow's
        // delivery hours; the third choice leaves the journey half an hour).
        const slot = page.getByLabel('Lieferzeit');
        await slot.locator('option').nth(3).waitFor({ state: 'attached' });
        const chosen = (await slot.locator('option').nth(3).textContent()) ?? '';
        await slot.selectOption({ index: 3 });
        await page.getByText(`Gewählt: ${chosen}.`).first().waitFor();
        await shoot(page, 'slot');

        // A basket under the minimum order value: the German refusal.
        await addDish(page, 'Pizza Margherita');
        await placeOrder(page);
        await page
          .getByText(/Der Mindestbestellwert von „Pizzeria Da Marco“ beträgt 15,00/)
          .first()
          .waitFor();
        await shoot(page, 'checkout-minimum');

        // One more pizza: the order goes through.
        await openFood(page, '/food/menu/pizzeria-da-marco');
        await addDish(page, 'Pizza Margherita');
        await placeOrder(page);
        await page.waitForURL(/\/shop\/order\//, { timeout: 30_000 });

        // The open board shows the new order under „Offen“ without a reload.
        await board.waitForFunction((count) => document.querySelectorAll('[data-testid="board-order"]').length > count, pendingBefore, {
          timeout: LIVE_MS,
        });
        const card = board.getByTestId('board-order').first();
        await card.getByText('2 × Pizza Margherita').waitFor();
        await card.getByTestId('board-slot').filter({ hasText: 'Vorbestellt – liefern am' }).waitFor();
        await shoot(board, 'board-pending');

        // The customer's order page, live.
        await openFood(page, '/food/orders');
        await page.getByRole('heading', { level: 1, name: 'Meine Essensbestellungen' }).waitFor();
        await page
          .getByRole('link', { name: /^Bestellung MP-/ })
          .first()
          .click();
        await customerSees(page, 'Offen');
        await page.getByTestId('order-slot').filter({ hasText: 'Gewünschte Lieferzeit' }).waitFor();
        await page.getByTestId('live-state').filter({ hasText: 'Live' }).waitFor({ timeout: LIVE_MS });
        await page.getByText(/kein Widerrufsrecht \(§ 312g Abs. 2 Nr. 2 BGB\)/).waitFor();

        // Accept → „Angenommen“.
        await card.getByRole('button', { name: 'Annehmen' }).click();
        await customerSees(page, 'Angenommen');

        // The dish is ready → „In Zubereitung“.
        await boardTab(board, /^In Zubereitung/);
        const cooking = board.getByTestId('board-order').first();
        await cooking.getByRole('button', { name: 'Pizza Margherita: Fertig' }).click();
        await customerSees(page, 'In Zubereitung');
        await shoot(board, 'board-processing');

        // On delivery with an ETA → „Unterwegs“ and the track.
        await board.getByTestId('board-order').first().getByRole('button', { name: 'Losschicken' }).click();
        const dialog = board.getByRole('dialog', { name: 'Bestellung losschicken' });
        await dialog.getByLabel('Ankunft in Minuten').fill('25');
        await dialog.getByRole('button', { name: 'Losschicken' }).click();
        await customerSees(page, 'Unterwegs');
        await page.getByTestId('order-track').filter({ hasText: 'Fahrer ist unterwegs' }).waitFor({ timeout: LIVE_MS });
        await shoot(page, 'order-on-delivery');

        // Completed.
        await boardTab(board, /^Lieferung/);
        await board.getByTestId('board-order').first().getByRole('button', { name: 'Abschließen' }).click();
        await customerSees(page, 'Abgeschlossen');
        await shoot(page, 'order-completed');
        await boardTab(board, /^Abgeschlossen/);
        await board.getByTestId('board-order').first().waitFor();
        await shoot(board, 'board-completed');

        assert.deepEqual(violations, [], 'schwere Barrieren laut axe-core');
        assert.deepEqual(unexpected(customer.problems), [], describeProblems(unexpected(customer.problems)));
        assert.deepEqual(unexpected(provider.problems), [], describeProblems(unexpected(provider.problems)));
      });
    });
  });

  test('a board opened after earlier orders announces none of them as new, but the next order once; an accepted order says where it went', async () => {
    await inSession(suite.browser, async (provider) => {
      await signIn(provider.context, PIZZERIA, PASSWORD);
      const { token } = await login(CUSTOMER, PASSWORD);
      // Earlier orders, placed before the board is opened.
      await orderPizzasByApi(token);
      await orderPizzasByApi(token);

      const board = provider.page;
      await openFood(board, '/food/board');
      await board.getByRole('heading', { level: 1, name: 'Bestelleingang' }).waitFor();
      await board.getByTestId('live-state').filter({ hasText: 'Live' }).waitFor({ timeout: LIVE_MS });
      await board.getByTestId('board-order').first().waitFor();
      // The stream is open: whatever it would replay has arrived by now.
      await board.waitForTimeout(2500);
      assert.equal(await board.getByText(/neue Bestellung(en)? eingegangen/i).count(), 0, 'keine Meldung für frühere Bestellungen');

      // A new order: one toast.
      await orderPizzasByApi(token);
      await board.getByText('Neue Bestellung eingegangen').first().waitFor({ timeout: LIVE_MS });
      await board.waitForTimeout(500);
      assert.equal(await board.getByText(/neue Bestellung(en)? eingegangen/i).count(), 1, 'eine Meldung für die neue Bestellung');
      await shoot(board, 'board-new-order');

      // Accepting: the board says where the order went.
      const card = board.getByTestId('board-order').first();
      const number = ((await card.getByRole('heading').textContent()) ?? '').replace('Bestellung ', '');
      await card.getByRole('button', { name: 'Annehmen' }).click();
      await board
        .getByTestId('board-moved')
        .filter({ hasText: `Bestellung ${number} angenommen – jetzt unter „In Zubereitung“.` })
        .waitFor();
      await shoot(board, 'board-moved');
      await board.getByRole('button', { name: '„In Zubereitung“ zeigen' }).click();
      await board.getByTestId('board-order').filter({ hasText: number }).first().waitFor();

      assert.deepEqual(violations, [], 'schwere Barrieren laut axe-core');
      assert.deepEqual(unexpected(provider.problems), [], describeProblems(unexpected(provider.problems)));
    });
  });

  test('the checkout of a food cart offers only cash and voucher, and flags an address outside the delivery area when chosen', async () => {
    await inSession(suite.browser, async (customer) => {
      const { token } = await signIn(customer.context, CUSTOMER, PASSWORD);
      await emptyCart(token);
      await pizzasInCart(token);
      const page = customer.page;
      await openFood(page, '/shop/checkout', 'mfe_shop');
      await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor();
      const payment = page.getByTestId('payment-methods');
      await payment.getByRole('radio').first().waitFor();
      const offered = await payment.getByRole('radio').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
      assert.deepEqual(offered, ['cash', 'voucher'], 'nur Barzahlung und Gutschein für Essen');
      assert.equal(await payment.getByRole('radio', { name: /^(Vorkasse|Kauf auf Rechnung|SEPA-Lastschrift)/ }).count(), 0);

      // The Hamburg address: flagged beside the address as soon as it is chosen.
      const shipping = page.getByTestId('address-shipping');
      await shipping.getByRole('radio', { name: /20357 Hamburg/ }).check();
      const flagged = shipping.getByRole('alert').filter({ hasText: '„Pizzeria Da Marco“ liefert nicht an die Postleitzahl 20357.' });
      await flagged.waitFor();
      await shoot(page, 'checkout-outside-area');
      // Back to the Berlin address: the flag goes.
      await shipping.getByRole('radio', { name: /10969 Berlin/ }).check();
      await flagged.waitFor({ state: 'detached' });
      await emptyCart(token);

      assert.deepEqual(violations, [], 'schwere Barrieren laut axe-core');
      assert.deepEqual(unexpected(customer.problems), [], describeProblems(unexpected(customer.problems)));
    });
  });
});
