import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { SHELL_ORIGIN } from '../src/harness/areas.js';
import { WAIT_MS, launchBrowser, openSession, screenshots } from '../src/harness/browser.js';
import { openSite } from '../src/harness/flows.js';
import { startSite, type Site } from '../src/harness/site.js';
import { chatSelectors, exposeUrls, openChat, wasFetched } from '../src/harness/widgets.js';

describe('floating chat widget', () => {
  let site: Site;
  let browser: Browser;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  test('the page carries only the chat launcher; the chat code is fetched when it is first opened and mounts the parcel', async () => {
    const session = await openSession(browser);
    const { page } = session;
    try {
      await openSite(page, `${SHELL_ORIGIN}/`);
      await page.locator(chatSelectors.launcher).first().waitFor({ state: 'visible', timeout: WAIT_MS });
      await page.waitForLoadState('networkidle');
      const parcelCode = exposeUrls('mfe_chat', './ChatParcel');
      assert.ok(parcelCode.length > 0, 'mfe_chat stellt ./ChatParcel mit eigenem Code bereit');
      const fetchedEarly = parcelCode.filter((url) => wasFetched(session.requests, [url]));
      assert.deepEqual(fetchedEarly, [], 'der Chat-Code wurde vor dem Öffnen geladen');
      assert.equal(await page.locator(chatSelectors.parcel).count(), 0, 'das Chatfenster ist vor dem Öffnen nicht da');

      await openChat(page);
      assert.ok(wasFetched(session.requests, parcelCode), 'der Chat-Code wurde beim Öffnen geladen');
      await screenshots(page, 'chat-open');
      assert.deepEqual(
        session.problems.filter((problem) => problem.kind === 'pageerror').map((problem) => problem.text),
        [],
        'keine unbehandelten Fehler',
      );
    } finally {
      await session.close();
    }
  });
});
