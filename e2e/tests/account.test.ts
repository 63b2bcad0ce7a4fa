import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { WAIT_MS, describeProblems, screenshots, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, assertNoPageErrors, openMenu, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { DEMO_CUSTOMER } from '../src/harness/login.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { latestMessage, shoot as shootAt } from '../src/harness/session.js';

/** Screenshots of the account screens also go here (1280 px and 375 px). */
const SHOTS_DIR = process.env.ACCOUNT_SHOTS_DIR ?? '/tmp/shots/account';
const PASSWORD = 'Sicher-Konto-2026!';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';

async function shoot(page: Page, name: string): Promise<void> {
  await shootAt(page, SHOTS_DIR, name, { settleMs: 150 });
  await screenshots(page, `account-${name}`);
}

/** Follows the confirmation link of the registration e-mail; answers the site path it redirects to. */
async function confirmThroughOutbox(email: string): Promise<string> {
  const mail = await latestMessage(email, 'email', (entry) => entry.links.some((link) => link.includes('/register/confirm')));
  const link = mail.links.find((candidate) => candidate.includes('/register/confirm'));
  assert.ok(link, 'die Bestätigungs-E-Mail enthält den Link');
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  assert.match(location, /\/login\?confirmed=1$/, `der Link bestätigt das Konto (Weiterleitung: ${location})`);
  const target = new URL(location);
  return `${target.pathname}${target.search}`;
}

async function openAccountPage(page: Page, pathAndQuery: string): Promise<void> {
  await openSite(page, `${SHELL_ORIGIN}${pathAndQuery}`);
  await waitForAreaRendered(page, 'mfe_account');
  await answerCookieBanner(page);
}

async function fillLogin(page: Page, login: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByLabel(/E-Mail-Adresse oder Benutzername/).fill(login);
  await form.getByLabel(/^Passwort/).fill(password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
}

async function register(page: Page, kind: 'customer' | 'provider', email: string): Promise<void> {
  await openAccountPage(page, kind === 'provider' ? '/register?type=provider' : '/register');
  const form = page.getByRole('form', { name: kind === 'provider' ? 'Als Anbieter' : 'Als Kunde' });
  if (kind === 'provider') {
    await form.getByLabel(/^Firmenname/).fill('Klein Haustechnik GmbH');
    await form.getByLabel(/^Straße/).fill('Hauptstraße');
    await form.getByLabel(/^Hausnummer/).fill('12');
    await form.getByLabel(/^Postleitzahl/).fill('10115');
    await form.getByLabel(/^Ort/).fill('Berlin');
  }
  await form.getByLabel(/^Anrede/).selectOption({ label: 'Frau' });
  await form.getByLabel(/^Vorname/).fill('Mia');
  await form.getByLabel(/^Nachname/).fill('Klein');
  await form.getByLabel(/^Telefon/).fill('030 1234567');
  await form.getByLabel(/^E-Mail-Adresse/).fill(email);
  await form.getByLabel(/^Passwort\s*\*?$/).fill(PASSWORD);
  await form.getByLabel(/^Passwort wiederholen/).fill(PASSWORD);
  await shoot(page, kind === 'provider' ? 'register-provider' : 'register');
  await form.getByRole('button', { name: 'Konto anlegen' }).click();
  await page.locator('[data-testid="registration-result"][data-state="registered"]').waitFor({ timeout: WAIT_MS });
  await page.getByText('Bitte bestätigen Sie Ihr E-Mail-Konto!').first().waitFor({ timeout: WAIT_MS });
}

/** Console errors and failed responses other than the ones a scenario provokes on purpose. */
function unexpected(problems: readonly PageProblem[], allowed: RegExp[] = []): PageProblem[] {
  return problems.filter(
    (problem) =>
      !(problem.kind === 'console' && problem.url?.endsWith('/favicon.ico')) &&
      !allowed.some((pattern) => pattern.test(`${problem.text} ${problem.url ?? ''}`)),
  );
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('account area on the real API', { skip: !API_AVAILABLE && 'braucht die API mit Dev-Postausgang' }, () => {
  const suite = composedSiteSuite();

  test('a new customer registers, confirms by the outbox link, edits the profile, keeps two shipping addresses, turns on two-factor and logs in again with the SMS code', () =>
    inSession(suite.browser, async ({ page, problems }) => {
      const email = `e2e-kunde-${unique()}@example.com`;
      await openAccountPage(page, '/login');
      await shoot(page, 'login');
      await openAccountPage(page, '/forgot-password');
      await shoot(page, 'forgot-password');
      await openAccountPage(page, '/password/reset?token=abc&email=a%40example.com');
      await shoot(page, 'password-reset');

      await register(page, 'customer', email);
      await shoot(page, 'register-done');

      const landing = await confirmThroughOutbox(email);
      await openAccountPage(page, landing);
      await page.getByText('Ihre E-Mail-Adresse ist bestätigt.').waitFor();
      await fillLogin(page, email, PASSWORD);
      await page.waitForURL(`${SHELL_ORIGIN}/account`);
      await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor();
      await page.getByText('Willkommen, Mia Klein!').waitFor();
      await shoot(page, 'overview');

      // Profile
      await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Persönliche Daten' }).click();
      const details = page.getByRole('form', { name: 'Angaben zur Person' });
      await details.waitFor();
      await details.getByLabel(/^Geburtsdatum/).fill('31.02.1990');
      await details.getByRole('button', { name: 'Änderungen speichern' }).click();
      await details
        .getByText(/TT\.MM\.JJJJ/)
        .first()
        .waitFor();
      await details.getByLabel(/^Geburtsdatum/).fill('29.02.1992');
      await details.getByLabel(/^Anschrift/).fill('Gartenweg 3, 10115 Berlin');
      await details.getByRole('button', { name: 'Änderungen speichern' }).click();
      await page.getByText('Profile updated successfully!').first().waitFor();
      // Avatar: a 1×1 PNG (the API checks the magic bytes)
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      await page.locator('input[type="file"]').setInputFiles({ name: 'profilbild.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('img', { name: 'Vorschau des neuen Profilbilds' }).waitFor();
      await page.getByRole('button', { name: 'Bild hochladen' }).click();
      await page.getByText('Das Profilbild wurde gespeichert.').first().waitFor();
      await page.getByRole('progressbar', { name: 'Fortschritt des Hochladens' }).waitFor();
      await page.getByRole('img', { name: 'Aktuelles Profilbild' }).waitFor();
      await shoot(page, 'profile');

      // Two shipping addresses, the second one becomes the default
      await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Adressen' }).click();
      await page.getByText('Noch keine Adresse angelegt.').waitFor();
      await shoot(page, 'addresses-empty');
      for (const [street, zip, city] of [
        ['Lindenstraße', '10969', 'Berlin'],
        ['Schanzenstraße', '20357', 'Hamburg'],
      ] as const) {
        await page.getByRole('button', { name: 'Neue Lieferadresse' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/^Anrede/).selectOption({ label: 'Frau' });
        await dialog.getByLabel(/^Vorname/).fill('Mia');
        await dialog.getByLabel(/^Nachname/).fill('Klein');
        await dialog.getByLabel(/^Straße/).fill(street);
        await dialog.getByLabel(/^Hausnummer/).fill('3');
        await dialog.getByLabel(/^Postleitzahl/).fill(zip);
        await dialog.getByLabel(/^Ort/).fill(city);
        await dialog.getByLabel(/^Telefon/).fill('030 1234567');
        if (city === 'Berlin') await shoot(page, 'address-form');
        const saved = page
          .waitForResponse((response) => response.url().includes('/shipping-address/store') && response.request().method() === 'POST', {
            timeout: WAIT_MS,
          })
          .catch(() => null);
        await dialog.getByRole('button', { name: 'Speichern' }).click();
        const answer = await saved;
        try {
          await dialog.waitFor({ state: 'hidden' });
        } catch (error) {
          // What the customer saw when the dialog stayed open: the API's answer and the form's messages.
          await shoot(page, `address-dialog-open-${city}`);
          const text = (await dialog.innerText().catch(() => '')).replace(/\s+/g, ' ');
          const api = answer
            ? `API ${answer.status()}: ${(await answer.text().catch(() => '')).slice(0, 300)}`
            : 'keine Anfrage an die API';
          throw new Error(`Adressdialog blieb offen (${api}; Dialog: ${text})`, {
            cause: error,
          });
        }
        await page.locator('[data-testid="shipping-addresses"] li', { hasText: city }).waitFor();
      }
      const hamburg = page.getByRole('group', { name: /Hamburg/ });
      await hamburg.getByRole('button', { name: 'Als Standard festlegen' }).click();
      await page.locator('[data-default="true"]', { hasText: 'Hamburg' }).waitFor();
      assert.equal(await page.locator('[data-default="true"]').count(), 1, 'genau eine Standard-Lieferadresse');
      await shoot(page, 'addresses');
      await page.getByRole('tab', { name: 'Rechnungsadressen' }).click();
      await page.getByText('Noch keine Adresse angelegt.').waitFor();
      await shoot(page, 'addresses-billing');

      // Notifications and newsletter screens
      await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Benachrichtigungen' }).click();
      await page.getByRole('checkbox', { name: 'Neue Bestellung' }).waitFor();
      await shoot(page, 'notifications');
      await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Newsletter' }).click();
      await page.getByTestId('newsletter-status').waitFor();
      await shoot(page, 'newsletter');
      await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Konto löschen' }).click();
      await page
        .getByRole('form', { name: 'Konto löschen' })
        .getByLabel(/Aktuelles Passwort/)
        .fill(PASSWORD);
      await page.getByRole('button', { name: 'Konto löschen …' }).click();
      await page.getByRole('alertdialog').waitFor();
      await shoot(page, 'delete-confirm');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Abbrechen' }).click();

      // Two-factor on
      await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Sicherheit' }).click();
      const twoFactor = page.getByRole('form', { name: 'Zwei-Faktor-Anmeldung' });
      await twoFactor.getByLabel('Zwei-Faktor-Anmeldung aktivieren').check();
      await twoFactor.getByLabel(/^Mobilnummer/).fill('01701234567');
      await twoFactor.getByRole('button', { name: 'Einstellung speichern' }).click();
      await page.getByTestId('two-factor-state').filter({ hasText: 'Status: aktiviert' }).waitFor();
      await page.keyboard.press('Tab');
      await shoot(page, 'security');

      // Logout and login with the SMS code
      await page.getByTestId('account-logout').click();
      await page.waitForURL(`${SHELL_ORIGIN}/`);
      await openAccountPage(page, '/login');
      await fillLogin(page, email, PASSWORD);
      await page.getByRole('heading', { name: 'Bestätigungscode eingeben' }).waitFor();
      await shoot(page, 'login-two-factor');
      const sms = await latestMessage('+491701234567', 'sms', (entry) => /\d{6}/.test(entry.body));
      const code = /(\d{6})/.exec(sms.body)?.[1] ?? '';
      await page.getByLabel(/^SMS-Code/).fill(code);
      await page.getByRole('button', { name: 'Code bestätigen' }).click();
      await page.waitForURL(`${SHELL_ORIGIN}/account`);
      await page.getByText('Willkommen, Mia Klein!').waitFor();

      assertNoPageErrors(problems);
      // The wrong birthday never reaches the API; no call of this journey may fail.
      assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
    }));

  test('a provider registers, confirms, lands on the provider dashboard and sees the provider navigation', () =>
    inSession(suite.browser, async ({ page, problems }) => {
      const email = `e2e-anbieter-${unique()}@example.com`;
      await register(page, 'provider', email);
      await shoot(page, 'register-provider-done');
      const landing = await confirmThroughOutbox(email);
      await openAccountPage(page, landing);
      await fillLogin(page, email, PASSWORD);
      // A provider lands on the provider dashboard; the account overview lists the provider sections.
      await page.waitForURL(`${SHELL_ORIGIN}/shop/provider`);
      await openAccountPage(page, '/account');
      await page.getByTestId('provider-navigation').waitFor();
      const menu = await openMenu(page);
      assert.ok(await menu.getByRole('link', { name: 'Produkte' }).first().isVisible(), 'das Menü zeigt die Anbieter-Navigation');
      await page.keyboard.press('Escape');
      assert.equal(
        await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Adressen' }).count(),
        0,
        'Anbieter haben keine Adressbücher',
      );
      await shoot(page, 'overview-provider');
      assertNoPageErrors(problems);
      assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
    }));

  test('a wrong password shows „E-Mail-Adresse oder Passwort ist falsch.“', () =>
    inSession(suite.browser, async ({ page, problems }) => {
      await openAccountPage(page, '/login');
      await fillLogin(page, DEMO_CUSTOMER.email, 'Falsch-1234');
      await page.getByTestId('login-error').filter({ hasText: 'E-Mail-Adresse oder Passwort ist falsch.' }).waitFor();
      await shoot(page, 'login-wrong-password');
      assertNoPageErrors(problems);
      assert.deepEqual(unexpected(problems, [/422/, /status of 422/]), [], describeProblems(problems));
    }));

  test('an expired session shows „Your Session expired please login in again“ and asks for the login', () =>
    inSession(suite.browser, async ({ page, context, problems }) => {
      const response = await fetch(`${API_ORIGIN}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_CUSTOMER),
      });
      const login = ((await response.json()) as { data: { token: string; role: string; user_id: number } }).data;
      // The server ends the session (its token goes on the deny list); the browser still holds the token.
      await fetch(`${API_ORIGIN}/logout`, { method: 'POST', headers: { authorization: `Bearer ${login.token}` } });
      await context.addInitScript(
        ({ origin, token, userId }) => {
          if (window.location.origin !== origin || window.sessionStorage.getItem('seeded')) return;
          window.sessionStorage.setItem('seeded', '1');
          window.localStorage.setItem('accessToken', token);
          window.localStorage.setItem('user_id', String(userId));
          window.localStorage.setItem('role', 'Customer');
          window.localStorage.setItem('profile', JSON.stringify({ first_name: 'Anna', role: 'User' }));
        },
        { origin: SHELL_ORIGIN, token: login.token, userId: login.user_id },
      );
      await openSite(page, `${SHELL_ORIGIN}/account/profile`);
      await answerCookieBanner(page);
      await page.getByText('Your Session expired please login in again').first().waitFor();
      await page.waitForURL(/\/login\?redirect=%2Faccount%2Fprofile$/);
      await shoot(page, 'session-expired');
      assertNoPageErrors(problems);
      assert.deepEqual(unexpected(problems, [/401/]), [], describeProblems(problems));
    }));

  test('an account page opened while logged out asks for the login and returns there after it', () =>
    inSession(suite.browser, async ({ page, problems }) => {
      await openSite(page, `${SHELL_ORIGIN}/account/notifications`);
      await answerCookieBanner(page);
      await page.waitForURL(`${SHELL_ORIGIN}/login?redirect=%2Faccount%2Fnotifications`);
      await page.getByText('Bitte melden Sie sich an, um fortzufahren.').waitFor();
      await fillLogin(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      await page.waitForURL(`${SHELL_ORIGIN}/account/notifications`);
      await page.getByTestId('notification-list').waitFor();
      const bell = page.getByTestId('notification-bell');
      await bell.click();
      await page.getByTestId('notification-panel').waitFor();
      await shoot(page, 'notification-bell');
      assertNoPageErrors(problems);
      assert.deepEqual(unexpected(problems), [], describeProblems(unexpected(problems)));
    }));
});
