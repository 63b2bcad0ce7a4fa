import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { seriousViolations } from '../src/harness/axe.js';
import { WAIT_MS, describeProblems, openSession, type PageProblem } from '../src/harness/browser.js';
import { answerCookieBanner, openSite, waitForAreaRendered } from '../src/harness/flows.js';
import { assertNoSidewaysScroll, latestMessage, registerConfirmedCustomer, shoot, signIn } from '../src/harness/session.js';
import { composedSiteSuite, inSession } from '../src/harness/suite.js';
import { chatSelectors } from '../src/harness/widgets.js';

/** Screenshots of the chat at 1280 px and 375 px. */
const SHOTS_DIR = process.env.CHAT_SHOTS_DIR ?? '/tmp/shots/chat';
const API_AVAILABLE = process.env.E2E_API_AVAILABLE !== 'false';
const PASSWORD = 'Marktplatz2026!';
const PROVIDER = 'anbieter@example.com';
const RUN = Date.now().toString(36).toLowerCase().slice(-6);
const CUSTOMER = `chat-kundin-${RUN}@example.com`;
const VISITOR = `kontakt-${RUN}@example.com`;

/** A real PNG of 40×30 px in one colour (the API checks the magic bytes; both sides show it). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(40, 0);
  header.writeUInt32BE(30, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 40 }, () => [30, 120, 200]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 30 }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Problems that are no fault of the page (the avatar of a seeded user may be missing). */
function realProblems(problems: readonly PageProblem[]): PageProblem[] {
  return problems.filter((problem) => !(problem.kind === 'response' && /favicon|\/uploads\//.test(problem.url ?? '')));
}

const log = (page: Page) => page.getByRole('log');

async function imageShown(page: Page): Promise<void> {
  const image = log(page).getByTestId('attachment-image').last();
  await image.waitFor({ state: 'visible', timeout: WAIT_MS });
  await page.waitForFunction(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth === 40,
    await image.elementHandle(),
    { timeout: WAIT_MS },
  );
}

describe('chat', { skip: !API_AVAILABLE && 'die API läuft nicht' }, () => {
  const suite = composedSiteSuite();

  test('customer and provider chat live: new conversation with badge, „schreibt …“, reply, „bearbeitet“ and an image on both sides', async () => {
    await registerConfirmedCustomer(CUSTOMER, PASSWORD, 'Clara', 'Chat');
    const customer = await openSession(suite.browser);
    const provider = await openSession(suite.browser);
    try {
      await signIn(customer.context, CUSTOMER, PASSWORD);
      const providerLogin = await signIn(provider.context, PROVIDER, PASSWORD);

      // The provider has the chat page open on the other side.
      await openSite(provider.page, `${SHELL_ORIGIN}/chat`);
      await waitForAreaRendered(provider.page, 'mfe_chat');
      await provider.page.getByRole('heading', { level: 1, name: 'Nachrichten' }).waitFor();

      // The customer starts from the provider's page.
      await openSite(customer.page, `${SHELL_ORIGIN}/provider-detail/anbieter-${providerLogin.user_id}`);
      await customer.page.getByRole('link', { name: 'Nachricht schreiben' }).click();
      await customer.page.waitForURL(/\/chat\?with=\d+/);
      await customer.page.getByText('Neue Unterhaltung').waitFor();
      const input = customer.page.getByTestId('composer-input');
      await input.fill(`Guten Tag, ist der Esstisch noch zu haben? (${RUN})`);
      await input.press('Enter');
      await customer.page.waitForURL(/\/chat\/\d+$/);
      const conversationId = Number(/\/chat\/(\d+)$/.exec(customer.page.url())![1]);

      // The provider sees it appear with its unread badge, without reloading.
      const entry = provider.page.getByTestId(`conversation-${conversationId}`);
      await entry.waitFor({ state: 'visible', timeout: WAIT_MS });
      assert.equal(await entry.getByTestId('unread-count').textContent(), '1');
      await entry.click();
      await log(provider.page).getByText(`Guten Tag, ist der Esstisch noch zu haben? (${RUN})`).waitFor();

      // „schreibt …“ while the customer types.
      await input.pressSequentially('Und liefern', { delay: 30 });
      await provider.page.getByTestId('typing-indicator').waitFor({ state: 'visible', timeout: WAIT_MS });
      assert.equal(await provider.page.getByTestId('typing-indicator').textContent(), 'schreibt …');
      await input.fill('');

      // The reply arrives without reload.
      const reply = provider.page.getByTestId('composer-input');
      await reply.fill('Ja, der Tisch ist noch da. Details: https://example.com/esstisch');
      await provider.page.getByTestId('composer-send').click();
      await log(customer.page).getByText('Ja, der Tisch ist noch da.', { exact: false }).waitFor({ timeout: WAIT_MS });
      const link = log(customer.page).getByRole('link', { name: 'https://example.com/esstisch' });
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer nofollow');

      // The customer edits the first message; both see „bearbeitet“.
      await log(customer.page)
        .getByRole('button', { name: /^Bearbeiten: Guten Tag/ })
        .click();
      const editor = customer.page.getByLabel('Nachricht bearbeiten');
      await editor.fill(`Guten Tag, ist der Esstisch aus Eiche noch zu haben? (${RUN})`);
      await customer.page.getByRole('button', { name: 'Speichern' }).click();
      for (const page of [customer.page, provider.page]) {
        await log(page).getByText('ist der Esstisch aus Eiche noch zu haben?', { exact: false }).waitFor({ timeout: WAIT_MS });
        await log(page).getByTestId('message-edited').first().waitFor({ timeout: WAIT_MS });
      }

      // An image attachment shows on both sides.
      await customer.page.getByTestId('composer-file').setInputFiles({ name: 'esstisch.png', mimeType: 'image/png', buffer: png() });
      await customer.page.getByRole('button', { name: 'Anhang esstisch.png entfernen' }).waitFor();
      await input.fill('Hier ein Foto von meinem Raum.');
      await input.press('Enter');
      await imageShown(customer.page);
      await imageShown(provider.page);

      // Screenshots of the page at 1280 and 375 px (list and conversation side by side, then one at a time); axe.
      const violations: string[] = [];
      await shoot(customer.page, SHOTS_DIR, 'chat-page-customer', {
        settleMs: 400,
        afterEach: async (page, width) => {
          await assertNoSidewaysScroll(page, 'Chat', width);
          violations.push(...(await seriousViolations(page, `chat ${width}`)));
        },
      });
      await shoot(provider.page, SHOTS_DIR, 'chat-page-provider', { settleMs: 400 });

      // The floating window on another page has the same conversation.
      // Any page but the landing page (its tour check is a separate matter).
      await provider.page.goto(`${SHELL_ORIGIN}/provider-search`);
      await provider.page.locator(chatSelectors.launcher).first().click();
      const windowEntry = provider.page.locator(chatSelectors.parcel).getByTestId(`conversation-${conversationId}`);
      await windowEntry.waitFor({ state: 'visible', timeout: WAIT_MS });
      await windowEntry.click();
      await provider.page.locator(chatSelectors.parcel).getByTestId('attachment-image').last().waitFor({ timeout: WAIT_MS });
      await shoot(provider.page, SHOTS_DIR, 'chat-parcel', {
        settleMs: 400,
        afterEach: async (page, width) => {
          violations.push(...(await seriousViolations(page, `chat-fenster ${width}`)));
        },
      });
      assert.deepEqual(violations, [], 'axe findet keine ernsten Verstöße');
      assert.deepEqual(realProblems(customer.problems), [], describeProblems(customer.problems));
      assert.deepEqual(realProblems(provider.problems), [], describeProblems(provider.problems));
    } finally {
      await customer.close();
      await provider.close();
    }
  });

  test('a visitor sends the contact form and the receipt is in the outbox', () =>
    inSession(suite.browser, async ({ page, problems }) => {
      await openSite(page, `${SHELL_ORIGIN}/chat/contact`);
      await answerCookieBanner(page);
      await waitForAreaRendered(page, 'mfe_chat');
      const form = page.getByTestId('contact-form');
      const category = form.getByLabel(/Kategorie/);
      await category.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      await category.selectOption({ index: 1 });
      await form.getByLabel(/Ihr Name/).fill('Karl Kontakt');
      await form.getByLabel(/E-Mail-Adresse/).fill(VISITOR);
      await form.getByLabel(/Betreff/).fill(`Frage zur Lieferung ${RUN}`);
      await form.getByLabel(/^Nachricht/).fill('Liefern Sie auch nach Potsdam? Vielen Dank!');
      await form.getByLabel(/Datenschutzerklärung gelesen/).check();
      await shoot(page, SHOTS_DIR, 'chat-contact', { settleMs: 300, scrollTop: true });
      await form.getByTestId('contact-submit').click();
      await page.getByTestId('contact-sent').waitFor({ timeout: WAIT_MS });
      const receipt = await latestMessage(VISITOR, 'email', (entry) => (entry.subject ?? '').includes(`Frage zur Lieferung ${RUN}`));
      assert.match(receipt.body, /vielen Dank für Ihre Nachricht/);
      assert.deepEqual(await seriousViolations(page, 'kontakt'), []);
      assert.deepEqual(realProblems(problems), [], describeProblems(problems));
    }));
});
