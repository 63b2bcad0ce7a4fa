import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsStaff, staffAccounts } from '../src/harness/admin.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { api, assertNoSidewaysScroll, login, registerConfirmedCustomer, shoot, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/*
 * Issue 38 §6 in the browser: a customer downloads „Meine Daten“; a support member finds the customer in the back
 * office, downloads the data export and erases the account (typed customer number, re-authentication); the invoice
 * of the customer's order stays, pseudonymised.
 */

const SHOTS_DIR = process.env.ADMIN_CUSTOMERS_SHOTS_DIR ?? '/tmp/shots/admin-customers';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
const RUN = Date.now().toString(36).toLowerCase();
const HONEY = 'kastanienhonig-herb';

const options = (name: string) => ({
  scrollTop: true,
  afterEach: (page: Page, width: number) => assertNoSidewaysScroll(page, name, width),
});

/** A confirmed customer with addresses and one order (prepayment), through the API. */
async function customerWithOrder(email: string): Promise<{ token: string; id: number; orderNumber: string }> {
  await registerConfirmedCustomer(email, PASSWORD, 'Lotte', `Löschmann${RUN}`);
  const session = await login(email, PASSWORD);
  const address = {
    gender: 'female',
    first_name: 'Lotte',
    last_name: `Löschmann${RUN}`,
    email,
    phone: '+49 30 4445566',
    street: 'Linienstraße',
    street_number: '40',
    zip: '10119',
    city: 'Berlin',
    country: 'DE',
  };
  await api(session.token, 'POST', 'shipping-address/store', address);
  await api(session.token, 'POST', 'billing-address/store', { ...address, is_shipping: true });
  const honey = await api<{ variants: { id: number; qty: number }[] }>(session.token, 'GET', `shop/productBySlug/${HONEY}`);
  const variant = honey.variants.find((entry) => entry.qty > 0);
  assert.ok(variant, 'Honig vorrätig');
  const cart = await api<{ cart_key: string }>(session.token, 'POST', 'cart/add', { variant_id: variant.id, qty: 1 });
  const placed = await api<{ order: { order_number: string } }>(session.token, 'POST', 'orderPlace', {
    cart_key: cart.cart_key,
    accept_terms: true,
  });
  return { token: session.token, id: Number(session.user_id), orderNumber: placed.order.order_number };
}

describe('customers in the back office: export and erasure (Chromium, real API)', { skip: !API_AVAILABLE && 'ohne API' }, () => {
  const suite = composedSiteSuite();

  test('the customer downloads „Meine Daten“; support finds the customer, downloads the export and erases the account; the invoice stays pseudonymised', async (t) => {
    if (!staffAccounts()) {
      t.skip('keine Mitarbeitenden dieses Laufs / no staff of this run');
      return;
    }
    const email = `loeschung-${RUN}@example.com`;
    const customer = await customerWithOrder(email);

    await inSession(suite.browser, async ({ context, page }) => {
      await signIn(context, email, PASSWORD);
      await openSite(page, `${SHELL_ORIGIN}/account/daten`);
      await waitForAreaRendered(page, 'mfe_account');
      await answerCookieBanner(page);
      await page.getByRole('button', { name: 'Meine Daten herunterladen' }).waitFor();
      await shoot(page, SHOTS_DIR, 'meine-daten', options('Meine Daten'));
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
      const file = await (await download).path();
      const document = JSON.parse(readFileSync(file, 'utf8')) as {
        format: string;
        account: { email: string };
        modules: Record<string, unknown>;
      };
      assert.equal(document.format, 'marktplatz-datenexport');
      assert.equal(document.account.email, email);
      assert.match(JSON.stringify(document.modules), new RegExp(customer.orderNumber));
    });

    await inSession(suite.browser, async ({ page }) => {
      await signInAsStaff(page, 'support', `/admin/kunden`);
      await page.getByRole('heading', { name: 'Kunden' }).waitFor();
      await page.locator('#customers-search').fill(`Löschmann${RUN}`);
      await page.getByRole('search', { name: 'Kunden suchen' }).getByRole('button', { name: 'Suchen' }).click();
      const link = page.getByRole('link', { name: `Lotte Löschmann${RUN}` });
      await link.waitFor();
      await shoot(page, SHOTS_DIR, 'suche', options('Kundensuche'));
      await link.click();
      await page.getByRole('heading', { name: `Kunde: Lotte Löschmann${RUN}` }).waitFor();
      await shoot(page, SHOTS_DIR, 'detail', options('Kunde'));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Datenexport herunterladen' }).click();
      const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as { account: { user_id: number } };
      assert.equal(exported.account.user_id, customer.id);

      await page.getByRole('button', { name: 'Konto sperren' }).click();
      const lock = page.getByRole('alertdialog');
      await lock.getByLabel(/^Begründung/).fill('Kundin bittet um Sperre bis zur Löschung');
      await shoot(page, SHOTS_DIR, 'sperren', options('Sperren'));
      await lock.getByRole('button', { name: 'Konto sperren' }).click();
      await page.getByRole('button', { name: 'Sperre aufheben' }).waitFor();

      await page.getByRole('button', { name: 'Konto löschen' }).click();
      const erase = page.getByRole('alertdialog');
      await erase.getByLabel(/Kundennummer/).fill(String(customer.id));
      await erase.getByLabel(/^Begründung/).fill('Löschantrag der Kundin per E-Mail');
      await shoot(page, SHOTS_DIR, 'loeschen', options('Löschen'));
      await erase.getByRole('button', { name: 'Endgültig löschen' }).click();
      // The server asks for a fresh proof (the login was minutes ago at most; then it is accepted at once).
      const reauth = page.getByRole('dialog', { name: 'Aktion bestätigen' });
      const deleted = page.getByText('Dieses Konto ist gelöscht. Es sind keine Aktionen mehr möglich.');
      await Promise.race([reauth.waitFor(), deleted.waitFor()]);
      if (await reauth.isVisible()) {
        const account = staffAccounts()!.support;
        await reauth.getByLabel(/^Passwort/).fill(account.password);
        await reauth.getByRole('button', { name: 'Bestätigen' }).click();
      }
      await deleted.waitFor();
      await page.getByText(/1 Rechnung bleibt pseudonymisiert 10 Jahre aufbewahrt/).waitFor();
      await shoot(page, SHOTS_DIR, 'geloescht', options('Gelöscht'));
    });

    const refused = await fetch(`${API_ORIGIN}/profile/customer`, { headers: { authorization: `Bearer ${customer.token}` } });
    assert.equal(refused.status, 401, 'the erased customer’s session ended');
  });
});
