import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { firstAdminInvite, FIRST_ADMIN, STAFF_KEYS, staffAccounts, totpCode } from '../src/harness/admin.js';
import { API_ORIGIN } from '../src/harness/api.js';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { answerCookieBanner, assertNoPageErrors, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { signInAsCustomer } from '../src/harness/login.js';
import { assertNoSidewaysScroll, latestMessage, shoot } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';

/** Screenshots of the back office at 1280 px and 375 px. */
const SHOTS_DIR = process.env.ADMIN_SHOTS_DIR ?? '/tmp/shots/admin';
const PASSWORD = 'Backoffice-Erika-2026!';
const RUN = Date.now().toString(36).slice(-6);
const COLLEAGUE = { name: 'Tomke Trust', email: `trust-${RUN}@example.com` };
const REASON = 'Neues Team für Meldungen (DSA)';
const COLLEAGUE_PASSWORD = 'Backoffice-Tomke-2026!';
const REAUTH_TEXT = 'Bitte bestätigen Sie diese Aktion mit Ihrem Passwort oder einem Code aus Ihrer Authenticator-App.';

const suite = composedSiteSuite();

const noSidewaysScroll = { afterEach: (page: Page, width: number) => assertNoSidewaysScroll(page, 'Backoffice', width), scrollTop: true };

describe('back office (mfe-admin)', () => {
  test('the first admin sets a password, enrols the app, creates a trust & safety colleague after re-authenticating and finds it all in the audit log; a customer gets the 404', async (t) => {
    const invite = firstAdminInvite();
    if (!invite) {
      assert.notEqual(process.env.CI, 'true', 'in CI the run creates the first admin (admin:create before the API starts)');
      t.skip('die API lief schon – kein erster Admin dieses Laufs / the API was already running');
      return;
    }
    const token = new URL(invite).searchParams.get('token') ?? '';

    await inSession(suite.browser, async ({ page, problems }) => {
      // The invitation's link (printed by admin:create), on this run's site.
      await openSite(page, `${SHELL_ORIGIN}/admin/passwort?token=${encodeURIComponent(token)}`);
      await waitForAreaRendered(page, 'mfe_admin');
      await page.locator('#admin-new-password').fill(PASSWORD);
      await page.locator('#admin-new-password-repeat').fill(PASSWORD);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await page.getByText('Ihr Passwort ist gespeichert.').waitFor();
      await page.getByRole('link', { name: 'Zur Anmeldung' }).click();

      // Login: e-mail and password, then the enrolment of the authenticator app.
      await page.getByRole('heading', { name: 'Anmeldung Backoffice' }).waitFor();
      await answerCookieBanner(page);
      await shoot(page, SHOTS_DIR, 'login', noSidewaysScroll);
      await page.locator('#admin-email').fill(FIRST_ADMIN.email);
      await page.locator('#admin-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Weiter' }).click();
      const secret = (await page.getByTestId('admin-enrol-secret').innerText()).trim();
      assert.match(secret, /^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/, 'der Schlüssel steht in Vierergruppen');
      assert.equal(await page.getByTestId('admin-recovery-codes').locator('li').count(), 10);
      assert.ok(await page.getByRole('img', { name: /QR-Code/ }).isVisible());
      await shoot(page, SHOTS_DIR, 'enrolment', noSidewaysScroll);
      assert.ok(await page.locator('#admin-enrol-code').isDisabled(), 'erst die Codes sichern');
      await page.getByLabel('Ich habe die Codes gesichert').check();
      await page.locator('#admin-enrol-code').fill(await totpCode(secret));
      await page.getByRole('button', { name: 'Einrichtung abschließen' }).click();

      await page.getByText(`Guten Tag, ${FIRST_ADMIN.name}.`).waitFor();
      assert.equal(new URL(page.url()).pathname, '/admin');
      const stored = await page.evaluate(() => ({
        session: Object.values(sessionStorage).join(' '),
        local: Object.values(localStorage).join(' '),
      }));
      assert.match(stored.session, /mps_/, 'die Sitzung liegt im sessionStorage');
      assert.doesNotMatch(stored.local, /mps_/, 'nie im localStorage der Kundensitzung');

      // Staff: create a trust & safety colleague. The login itself counts as a re-authentication for five minutes,
      // so the first create is answered with the server's refusal for a stale one (403 errors.reauth) — the dialog
      // must appear, re-authenticate for real (POST /admin/reauth) and make the call again, this time to the API.
      await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Mitarbeitende' }).click();
      await page.getByRole('table', { name: 'Alle Mitarbeiterkonten' }).waitFor();
      let refused = 0;
      await page.route(`${API_ORIGIN}/admin/staff`, async (route) => {
        if (route.request().method() !== 'POST' || refused > 0) return route.fallback();
        refused += 1;
        await route.fulfill({
          status: 403,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': SHELL_ORIGIN, 'access-control-allow-credentials': 'true' },
          body: JSON.stringify({ status: false, code: 'FORBIDDEN', message: REAUTH_TEXT, errors: { reauth: [REAUTH_TEXT] } }),
        });
      });
      await page.getByRole('button', { name: 'Mitarbeiter/in anlegen' }).click();
      const form = page.getByRole('dialog', { name: 'Mitarbeiter/in anlegen' });
      await form.locator('#staff-name').fill(COLLEAGUE.name);
      await form.locator('#staff-email').fill(COLLEAGUE.email);
      await form.getByLabel(/Trust & Safety/).check();
      await form.locator('#staff-create-reason').fill(REASON);
      await form.getByRole('button', { name: 'Anlegen und einladen' }).click();
      const reauth = page.getByRole('dialog', { name: 'Aktion bestätigen' });
      await reauth.locator('#admin-reauth-password').fill(PASSWORD);
      const [created] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url() === `${API_ORIGIN}/admin/staff` && response.request().method() === 'POST' && response.status() !== 403,
        ),
        reauth.getByRole('button', { name: 'Bestätigen', exact: true }).click(),
      ]);
      assert.equal(created.status(), 201, 'nach der Bestätigung legt die API die Kollegin an');
      assert.equal(refused, 1);
      const row = page.getByRole('row').filter({ hasText: COLLEAGUE.email });
      await row.waitFor();
      assert.match(await row.innerText(), /Trust & Safety/);
      assert.match(await row.innerText(), /noch nicht eingerichtet/);
      await page.waitForTimeout(3500); // the success toast is gone before the pictures
      await shoot(page, SHOTS_DIR, 'staff', noSidewaysScroll);

      // Audit: every step with the person, the record and the reason.
      await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Audit-Protokoll' }).click();
      const table = page.getByRole('table', { name: /Einträge des Audit-Protokolls/ });
      await table.waitFor();
      const text = await table.innerText();
      for (const action of ['staff.created', 'staff.reauthenticated', 'staff.2fa_enrolled', 'staff.login', 'staff.password_set']) {
        assert.ok(text.includes(action), `${action} steht im Audit-Protokoll`);
      }
      await shoot(page, SHOTS_DIR, 'audit', noSidewaysScroll);
      await page.locator('#audit-action').fill('staff.created');
      await page.getByRole('button', { name: 'Filtern' }).click();
      // The first admin and the journeys' staff members (command line) and the colleague.
      const createdCount = 2 + (staffAccounts() ? STAFF_KEYS.length : 0);
      await page.getByText(new RegExp(`^${createdCount} Einträge$`)).waitFor();
      const createdRow = page.getByRole('row').filter({ hasText: REASON });
      assert.match(await createdRow.innerText(), new RegExp(REASON.replace(/[()]/g, '\\$&')));
      assert.match(await createdRow.innerText(), new RegExp(FIRST_ADMIN.email));
      assertNoPageErrors(problems);
    });

    // The colleague follows the invitation: sets a password, enrols the authenticator app and signs in with the
    // screens of her role only (trust & safety: notices and complaints, no staff management).
    const invitation = await latestMessage(COLLEAGUE.email, 'email', (entry) =>
      entry.links.some((link) => link.includes('/admin/passwort')),
    );
    const colleagueLink = invitation.links.find((link) => link.includes('/admin/passwort')) ?? '';
    const colleagueToken = new URL(colleagueLink).searchParams.get('token') ?? '';
    assert.ok(colleagueToken, 'die Einladung enthält den Link zum Passwort');
    await inSession(suite.browser, async ({ page, problems }) => {
      await openSite(page, `${SHELL_ORIGIN}/admin/passwort?token=${encodeURIComponent(colleagueToken)}`);
      await waitForAreaRendered(page, 'mfe_admin');
      await answerCookieBanner(page);
      await page.locator('#admin-new-password').fill(COLLEAGUE_PASSWORD);
      await page.locator('#admin-new-password-repeat').fill(COLLEAGUE_PASSWORD);
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
      await page.locator('#admin-email').fill(COLLEAGUE.email);
      await page.locator('#admin-password').fill(COLLEAGUE_PASSWORD);
      await page.getByRole('button', { name: 'Weiter' }).click();
      const secret = (await page.getByTestId('admin-enrol-secret').innerText()).trim();
      await page.getByLabel('Ich habe die Codes gesichert').check();
      await page.locator('#admin-enrol-code').fill(await totpCode(secret));
      await page.getByRole('button', { name: 'Einrichtung abschließen' }).click();
      await page.getByText(`Guten Tag, ${COLLEAGUE.name}.`).waitFor();
      const nav = page.getByRole('navigation', { name: 'Backoffice' });
      await nav.getByRole('link', { name: 'Meldungen' }).waitFor();
      assert.equal(await nav.getByRole('link', { name: 'Mitarbeitende' }).count(), 0, 'keine Mitarbeiterverwaltung ohne Admin-Rolle');
      await openSite(page, `${SHELL_ORIGIN}/admin/mitarbeitende`);
      await page.getByTestId('not-found').waitFor();
      assertNoPageErrors(problems);
    });

    // A customer (and anybody else) finds no back office: the ordinary 404.
    await inSession(suite.browser, async ({ context, page, problems }) => {
      assert.ok(await signInAsCustomer(context), 'die Demo-Kundin meldet sich an');
      for (const address of ['/admin', '/admin/mitarbeitende']) {
        await openSite(page, `${SHELL_ORIGIN}${address}`);
        await page.getByTestId('not-found').waitFor();
        assert.match(await page.locator('main').innerText(), /Seite nicht gefunden/);
      }
      assertNoPageErrors(problems);
    });
  });
});
